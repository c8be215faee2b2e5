import { readFileSync } from 'node:fs';
import type { Link, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { buildApiIndex } from '../../../lib/engine-api';
import remarkApiLinks, { linkApiNames, type RemarkApiLinksOptions } from '../remark';

const index = buildApiIndex(readFileSync(new URL('../../../tests/unit/__fixtures__/engine-api/mini.d.ts', import.meta.url), 'utf8'), '0.0.0-test');
const fixture = (name: string) => readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), 'utf8');

function run(markdown: string, options: Omit<RemarkApiLinksOptions, 'index'> = {}, file: { path?: string; frontMatter?: Record<string, unknown> } = {}) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkApiLinks, { index, ignoreNames: ['Node'], ...options }).use(remarkStringify);
  const vfile = new VFile({ value: markdown, path: file.path ?? '/site/docs/user-manual/page.mdx', data: { frontMatter: file.frontMatter ?? {} } });
  return String(processor.processSync(vfile));
}

function parse(markdown: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(markdown);
}

describe('remarkApiLinks', () => {
  it('links exact API names in inline code and leaves everything else as it was', () => {
    expect(run(fixture('input.mdx'))).toBe(fixture('expected.md'));
  });

  it('marks every link to the reference with its API name for the hover card', () => {
    const tree = parse('`Entity.addComponent()` and [fire](https://api.playcanvas.com/engine/classes/Entity.html#fire)');
    const stats = linkApiNames(tree, new VFile({ path: '/docs/page.md' }), { index });
    const links: Link[] = [];
    const collect = (node: { type: string; children?: unknown[] }) => {
      if (node.type === 'link') links.push(node as Link);
      for (const child of node.children ?? []) collect(child as { type: string; children?: unknown[] });
    };
    collect(tree);
    expect(stats).toEqual({ linked: 1, checked: 1 });
    expect(links.map((link) => link.data?.hProperties?.['data-api'])).toEqual(['Entity#addComponent', 'Entity#fire']);
  });

  it.each([
    ['front matter api_links: false', {}, { frontMatter: { api_links: false } }],
    ['a page in an excluded folder', { excludeDirs: ['user-manual/pcui'] }, { path: '/site/i18n/ja/docusaurus-plugin-content-docs/current/user-manual/pcui/page.mdx' }],
  ])('links no inline code on %s', (_case, options, file) => {
    expect(run('An `Entity`.', options, file)).toBe('An `Entity`.\n');
  });

  it.each([
    ['[x](https://api.playcanvas.com/engine/classes/CanvasFont.html)', 'page.mdx:1:1: https://api.playcanvas.com/engine/classes/CanvasFont.html: CanvasFont is @ignore'],
    ['Text\n\n[x]: https://api.playcanvas.com/engine/classes/Entity.html#nothing', 'page.mdx:3:1: https://api.playcanvas.com/engine/classes/Entity.html#nothing: Entity has no member #nothing'],
    ['See https://api.playcanvas.com/engine/classes/Entiti.html.', 'page.mdx:1:5: https://api.playcanvas.com/engine/classes/Entiti.html: playcanvas 0.0.0-test declares no Entiti'],
  ])('fails the build on %j, naming file and line', (markdown, message) => {
    expect(() => run(markdown, { excludeDirs: ['user-manual/pcui'] }, { path: '/site/docs/user-manual/pcui/page.mdx' })).toThrow(message);
  });

  it.each([
    ['Call `Entity#addComponnet()`.', 'page.mdx:1:6: `Entity#addComponnet()`: playcanvas 0.0.0-test declares no Entity#addComponnet'],
    ['`Entity.findbyname`', 'page.mdx:1:1: `Entity.findbyname`: playcanvas 0.0.0-test declares no Entity#findbyname (did you mean findByName?)'],
  ])('fails the build on inline code %j that names a member the class does not have', (markdown, message) => {
    expect(() => run(markdown, {}, { path: '/site/docs/user-manual/page.mdx' })).toThrow(message);
  });
});
