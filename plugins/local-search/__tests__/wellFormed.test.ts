import { describe, expect, it } from 'vitest';
import { wellFormed } from '../client/constants';

describe('wellFormed', () => {
  it('replaces lone surrogates with U+FFFD', () => {
    expect(wellFormed('a\uD800')).toBe('a\uFFFD');
    expect(wellFormed('\uDC00b')).toBe('\uFFFDb');
    expect(wellFormed('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
  });

  it('keeps pairs and ordinary text as they are', () => {
    expect(wellFormed('カメラ 😀 camera')).toBe('カメラ 😀 camera');
    expect(wellFormed('')).toBe('');
  });
});

describe('encoding a query (as searchPagePath does)', () => {
  it('encodes a query with a lone surrogate instead of throwing', () => {
    expect(() => encodeURIComponent('a\uD800')).toThrow(URIError);
    expect(encodeURIComponent(wellFormed('a\uD800'))).toBe('a%EF%BF%BD');
  });
});
