import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { mergeRuns, themeDeclarations, tokenClassResolver, tokenStylesheet } from '../code/token-classes';

const theme: PrismTheme = {
  plain: { color: '#d4d4d4', backgroundColor: '#1e1e1e' },
  styles: [
    { types: ['comment'], style: { color: '#6a9955', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#569cd6' } },
    { types: ['punctuation'], style: { color: '#d4d4d4' } },
  ],
};
const dark: PrismTheme = { plain: theme.plain, styles: [{ types: ['keyword'], style: { color: '#c586c0' } }] };

describe('code token classes', () => {
  it('lists each declaration of the themes once, in theme order', () => {
    expect(themeDeclarations([theme, dark, undefined])).toEqual([
      ['color', '#6a9955'],
      ['fontStyle', 'italic'],
      ['color', '#569cd6'],
      ['color', '#d4d4d4'],
      ['color', '#c586c0'],
    ]);
  });

  it('writes one rule per declaration, with CSS property names', () => {
    expect(tokenStylesheet(themeDeclarations([theme]))).toBe(
      '.tk0{color:#6a9955}\n.tk1{font-style:italic}\n.tk2{color:#569cd6}\n.tk3{color:#d4d4d4}\n',
    );
  });

  it("gives a token the classes of its style, leaving out what the block's plain style already gives", () => {
    const classOf = tokenClassResolver(themeDeclarations([theme]), theme.plain);
    expect(classOf({ color: '#6a9955', fontStyle: 'italic' })).toBe('tk0 tk1');
    expect(classOf({ color: '#d4d4d4' })).toBe('');
    expect(classOf({ display: 'inline-block' })).toBe('');
    expect(classOf(undefined)).toBe('');
  });

  it('fails loudly on a style the themes do not have (the stylesheet would miss it)', () => {
    const classOf = tokenClassResolver(themeDeclarations([theme]), theme.plain);
    expect(() => classOf({ color: 'red' })).toThrow(/color: red/);
  });

  it('merges neighbours that look alike, lets blanks join the run they follow and drops empty tokens', () => {
    const runs = mergeRuns([
      { className: 'tk2', text: 'const' },
      { className: '', text: ' ' },
      { className: '', text: 'x' },
      { className: '', text: ' ' },
      { className: 'tk3', text: '=' },
      { className: 'tk3', text: '' },
      { className: 'tk3', text: '(' },
      { className: 'tk2', text: ' ' },
    ]);
    expect(runs).toEqual([
      { className: 'tk2', text: 'const ' },
      { className: '', text: 'x ' },
      { className: 'tk3', text: '=( ' },
    ]);
  });

  it('starts a line that opens with blanks as plain text', () => {
    expect(mergeRuns([{ className: 'tk2', text: '  ' }, { className: 'tk2', text: 'return' }])).toEqual([
      { className: '', text: '  ' },
      { className: 'tk2', text: 'return' },
    ]);
  });
});
