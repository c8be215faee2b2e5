import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApiIndex } from '../../lib/engine-api';
import { apiLinkProblems, findApiLinks } from '../../scripts/lib/api-links';

const index = buildApiIndex(readFileSync(new URL('./__fixtures__/engine-api/mini.d.ts', import.meta.url), 'utf8'), '0.0.0-test');
const page = readFileSync(new URL('../../scripts/__fixtures__/api-links/page.mdx', import.meta.url), 'utf8');
const base = 'https://api.playcanvas.com/engine/';

describe('findApiLinks', () => {
  it('finds Markdown links, definitions, hrefs, bare URLs and URLs in code, with line and column', () => {
    expect(findApiLinks(page).map(({ url, line, column }) => `${line}:${column} ${url.slice(base.length - 1)}`)).toEqual([
      '5:15 /classes/Entity.html',
      '5:95 /classes/Entity.html#fire',
      '7:33 /classes/CanvasFont.html',
      '7:104 /classes/Entiti.html',
      '9:10 /classes/GraphNode.html#findByName',
      '11:5 /functions/createScript.html',
      '11:87 /',
      '13:8 /classes/Entity.html#nothing',
      '16:4 /classes/GraphNode.html#destroy',
    ]);
  });

  it.each([
    ['[x](https://api.playcanvas.com/engine/classes/Entity.html)', `${base}classes/Entity.html`],
    ['(see https://api.playcanvas.com/engine/classes/Entity.html).', `${base}classes/Entity.html`],
    ['"https://api.playcanvas.com/engine/classes/Entity.html#fire"', `${base}classes/Entity.html#fire`],
    ['http://www.api.playcanvas.com/engine', 'http://www.api.playcanvas.com/engine'],
    ['the reference (https://api.playcanvas.com/engine).', 'https://api.playcanvas.com/engine'],
  ])('reads %s as %s', (text, url) => expect(findApiLinks(text).map((link) => link.url)).toEqual([url]));

  it.each(['https://api.playcanvas.com/pcui/', 'https://developer.playcanvas.com/engine/', 'https://api.playcanvas.com/engineering'])(
    'ignores %s',
    (text) => expect(findApiLinks(text)).toEqual([]),
  );
});

describe('apiLinkProblems', () => {
  it('names line, column and reason of each link with no page or anchor', () => {
    expect(apiLinkProblems(index, page).map(({ line, column, reason }) => `${line}:${column} ${reason}`)).toEqual([
      '7:33 CanvasFont is @ignore in playcanvas 0.0.0-test: it has no API page',
      '7:104 playcanvas 0.0.0-test declares no Entiti',
      '9:10 anchors are lower case: #findbyname',
      '13:8 Entity has no member #nothing in playcanvas 0.0.0-test',
      '16:4 GraphNode#destroy has no doc comment: no anchor #destroy on the page',
    ]);
  });
});
