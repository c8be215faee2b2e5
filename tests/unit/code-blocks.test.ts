import { describe, expect, it } from 'vitest';
import { checkKind, extractCodeBlocks } from '../../scripts/lib/code-blocks';

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with language, meta and first code line', () => {
    const page = ['# t', '', '```js title="a.mjs"', 'const a = 1;', '```', '', '~~~bash', 'ls', '~~~'].join('\n');
    expect(extractCodeBlocks(page)).toEqual([
      { lang: 'js', meta: 'title="a.mjs"', line: 4, code: 'const a = 1;' },
      { lang: 'bash', meta: '', line: 8, code: 'ls' },
    ]);
  });

  it('keeps a shorter fence inside a longer one as code', () => {
    const page = ['````md', '```js', 'x', '```', '````'].join('\n');
    expect(extractCodeBlocks(page)).toEqual([{ lang: 'md', meta: '', line: 2, code: '```js\nx\n```' }]);
  });

  it('strips the indentation of an indented fence (inside a list item)', () => {
    const page = ['1. step', '   ```ts', '   let x = 1;', '   ```'].join('\n');
    expect(extractCodeBlocks(page)[0]?.code).toBe('let x = 1;');
  });
});

describe('checkKind', () => {
  const block = (lang: string, meta = '') => ({ lang, meta, line: 1, code: '' });
  it.each([
    ['js', { kind: 'js' }],
    ['javascript', { kind: 'js' }],
    ['ts', { kind: 'ts' }],
    ['bash', { skip: 'language bash' }],
  ])('%s', (lang, expected) => {
    expect(checkKind(block(lang))).toEqual(expected);
  });

  it('skips a block that says why it cannot compile', () => {
    expect(checkKind(block('js', 'no-typecheck="shows the v1 API"'))).toEqual({ skip: 'shows the v1 API' });
  });

  it('rejects an opt-out without a reason', () => {
    expect(() => checkKind(block('js', 'no-typecheck=""'))).toThrow(/needs a reason/);
  });
});
