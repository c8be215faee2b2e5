import { describe, expect, it } from 'vitest';
import { declaredMessages, headingMismatch, missingPages, untranslated } from '../../scripts/lib/i18n-parity';

describe('missingPages', () => {
  it('reports pages present in one locale only', () => {
    expect(missingPages(['a.md', 'b.md'], ['b.md', 'c.md'])).toEqual([
      'a.md: no Japanese page',
      'c.md: Japanese page without an English one',
    ]);
  });
});

describe('headingMismatch', () => {
  it.each([
    ['## A {#a}\n## B {#b}', '## あ {#a}\n## い {#b}', 0],
    ['## A {#a}\n## B {#b}', '## あ {#a}', 1],
    ['## A {#a}', '## あ {#x}', 1],
  ])('compares explicit ids in order (%#)', (en, ja, count) => {
    expect(headingMismatch('p.md', en, ja)).toHaveLength(count);
  });
});

describe('untranslated', () => {
  const english = new Map([['a', 'Search'], ['b', 'GitHub'], ['c', 'Tags']]);
  it('reports missing ids and English left as it is, except allowed ones', () => {
    const ja = { a: { message: '検索' }, b: { message: 'GitHub' } };
    expect(untranslated('code.json', english, ja, new Set(['b']))).toEqual(['code.json: "c" has no Japanese']);
    expect(untranslated('code.json', english, { ...ja, c: { message: 'Tags' } }, new Set())).toEqual([
      'code.json: "b" is still English ("GitHub")',
      'code.json: "c" is still English ("Tags")',
    ]);
  });
});

describe('declaredMessages', () => {
  it('reads translate() calls and <Translate> elements', () => {
    const source = `translate({ id: 'x.title', message: 'It\\'s here', description: 'd' });
      <Translate id="x.count" values={{ n: 1 }} description="d">{'{n} items'}</Translate>
      <Translate id="x.lead" description="d">
        Two words
      </Translate>`;
    expect(Object.fromEntries(declaredMessages(source))).toEqual({ 'x.title': "It's here", 'x.count': '{n} items', 'x.lead': 'Two words' });
  });
});
