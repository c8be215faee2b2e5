import { describe, expect, it } from 'vitest';
import { collectTutorials, tagsOf } from '../../plugins/tutorial-index/collect';
import { filterByTag, readTagParam, withTagParam } from '../../src/components/TutorialIndexPage/tagFilter';

const doc = (id: string, title: string, tags: string[], unlisted = false) => ({
  id, title, description: `${title}.`, permalink: `/${id}/`, tags: tags.map((label) => ({ label })), unlisted,
});

describe('collectTutorials', () => {
  it('keeps listed tutorials only, sorted by title', () => {
    const cards = collectTutorials(
      [doc('tutorials/b', 'Beta', ['camera']), doc('user-manual/x', 'X', []), doc('tutorials/a', 'Alpha', ['input', 'camera']), doc('tutorials/u', 'U', [], true)],
      'en',
    );
    expect(cards.map((card) => card.slug)).toEqual(['a', 'b']);
    expect(tagsOf(cards)).toEqual(['camera', 'input']);
  });
});

describe('tag filter', () => {
  it.each([
    ['?tag=camera', 'camera'],
    ['?tag=unknown', null],
    ['', null],
  ])('reads %j', (search, expected) => {
    expect(readTagParam(search, ['camera', 'input'])).toBe(expected);
  });

  it.each([
    ['?q=1', 'camera', '?q=1&tag=camera'],
    ['?tag=camera', null, ''],
  ])('writes %j with %j', (search, tag, expected) => {
    expect(withTagParam(search, tag)).toBe(expected);
  });

  it('filters by tag', () => {
    const items = [{ tags: ['a'] }, { tags: ['b'] }];
    expect(filterByTag(items, 'b')).toEqual([{ tags: ['b'] }]);
    expect(filterByTag(items, null)).toHaveLength(2);
  });
});
