import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApiIndex } from '../../../lib/engine-api';
import { apiNamesInHtml, buildCards, cardFor, cardsOfBuild } from '../cards';

const index = buildApiIndex(readFileSync(new URL('../../../tests/unit/__fixtures__/engine-api/mini.d.ts', import.meta.url), 'utf8'), '0.0.0-test');

describe('apiNamesInHtml', () => {
  it('reads the data-api attributes of the links', () => {
    const html = '<p><a href="x" data-api="Entity">x</a> <a data-api=\'Entity#fire\' href="y">y</a> <span data-apis="no">z</span></p>';
    expect(apiNamesInHtml(html)).toEqual(['Entity', 'Entity#fire']);
    // As the build's minifier writes them.
    expect(apiNamesInHtml('<a href=https://x target=_blank data-api=Vec3#ZERO class=""><code>Vec3.ZERO</code></a><a data-api=Entity>')).toEqual(['Vec3#ZERO', 'Entity']);
  });
});

describe('cardFor', () => {
  it.each([
    ['Entity', { s: 'class Entity extends GraphNode', d: 'An Entity is the core primitive of a PlayCanvas application.' }],
    ['Entity#fire', { s: 'fire(name: string, ...args: any[]): EventHandler', d: 'Fire an event, all additional arguments are passed on to the event listener.' }],
    ['Entity#findByName', { s: 'findByName(name: string): GraphNode | null', d: 'Get the first node found in the graph with the name.' }],
    ['GraphNode#enabled', { s: 'enabled: boolean', d: 'Sets the enabled state of the GraphNode.' }],
    ['createScript', { s: 'function createScript(name: string): void', d: 'Create a new script.' }],
  ])('%s', (name, card) => expect(cardFor(index, name)).toEqual(card));

  it.each(['Nothing', 'Entity#nothing'])('has no card for %s', (name) => expect(cardFor(index, name)).toBeUndefined());
});

describe('cardsOfBuild', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'api-cards-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('collects the names of this locale\'s pages only, once each, sorted', () => {
    mkdirSync(path.join(outDir, 'docs'), { recursive: true });
    mkdirSync(path.join(outDir, 'ja', 'docs'), { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), '<a data-api="GraphNode#enabled">a</a><a data-api="Entity">b</a>');
    writeFileSync(path.join(outDir, 'docs', 'index.html'), '<a data-api="Entity">b</a><a data-api="Entity#nothing">c</a>');
    writeFileSync(path.join(outDir, 'ja', 'docs', 'index.html'), '<a data-api="EventHandler">d</a>');
    const { cards, pages } = cardsOfBuild(index, outDir, ['ja']);
    expect(pages).toBe(2);
    expect(Object.keys(cards)).toEqual(['Entity', 'GraphNode#enabled']);
    expect(buildCards(index, ['Entity', 'Entity'])).toEqual({ Entity: cards['Entity'] });
  });
});
