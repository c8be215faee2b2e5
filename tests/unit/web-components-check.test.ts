import { describe, expect, it } from 'vitest';
import type { WcData } from '../../scripts/extract-web-components';
import { checkHtml, checkPage, elementOfRoute, indexData, parseHtml } from '../../scripts/lib/web-components-pages';

const attribute = (name: string, observed = true) => ({ name, observed, type: 'string', default: null, property: null, declaredIn: 'X' });
const element = (tag: string, names: string[], extra: object = {}) => ({
  tag, class: 'X', file: 'src/x.ts', extends: [], component: null, attributes: names.map((name) => attribute(name)), ...extra,
});

/** A small release: pc-splat → pc-gsplat in 0.6.0; pc-scripts → pc-script and pc-script → pc-script-instance in 0.17.0. */
const data: WcData = {
  package: '@playcanvas/web-components', version: '0.17.0', commit: 'b24c63c', commitDate: null, generatedBy: 'test',
  elements: [
    element('pc-entity', ['name', 'position']),
    element('pc-gsplat', ['enabled', 'asset', 'cast-shadows']),
    element('pc-script', ['enabled']),
    element('pc-script-instance', ['attributes', 'enabled', 'name'], { passesOtherAttributes: true }),
    element('pc-rigid-body', ['enabled', 'mass']),
  ],
  renames: [
    { from: 'pc-gsplat', to: 'pc-splat', version: '0.1.1', commit: '2baed59', pr: null, date: null },
    { from: 'pc-splat', to: 'pc-gsplat', version: '0.6.0', commit: '3e60d09', pr: 247, date: null },
    { from: 'pc-scripts', to: 'pc-script', version: '0.17.0', commit: 'e37b0e1', pr: 400, date: null },
    { from: 'pc-script', to: 'pc-script-instance', version: '0.17.0', commit: 'e37b0e1', pr: 400, date: null },
    { from: 'pc-rigidbody', to: 'pc-rigid-body', version: '0.17.0', commit: 'e37b0e1', pr: 400, date: null },
  ],
};
const index = indexData(data);
const page = (relative: string, source: string, locale: 'en' | 'ja' = 'en') => checkPage({ relative, locale, source }, data, index);

describe('parseHtml', () => {
  it('reads tags, attributes and lines across a multi-line tag with quoted > and JSON', () => {
    const html = [
      '<!-- <pc-nothing> -->',
      '<pc-entity name="a>b"',
      "    position='0 1 0'>",
      `  <pc-script-instance name="orbit" attributes='{"a": "<x>"}' focus-point="0 1 0"></pc-script-instance>`,
      '</pc-entity>',
    ].join('\n');
    expect(parseHtml(html).map((tag) => [tag.tag, tag.line, tag.closing, tag.attributes.map((a) => `${a.name}@${a.line}`)])).toEqual([
      ['pc-entity', 2, false, ['name@2', 'position@3']],
      ['pc-script-instance', 4, false, ['name@4', 'attributes@4', 'focus-point@4']],
      ['pc-script-instance', 4, true, []],
      ['pc-entity', 5, true, []],
    ]);
  });

  it('skips the contents of script and style, and reads bare boolean attributes', () => {
    const html = '<script type="importmap">{"a": "<pc-x>"}</script><style>pc-app { width: 1px }</style><pc-gsplat cast-shadows asset=s>';
    expect(parseHtml(html).filter((tag) => tag.tag.startsWith('pc-')).map((tag) => tag.attributes.map((a) => a.name))).toEqual([['cast-shadows', 'asset']]);
  });
});

describe('checkHtml', () => {
  it('accepts observed and global attributes and any attribute on pc-script-instance', () => {
    expect(checkHtml('<pc-entity id="e" class="c" data-x="1" aria-label="l" name="n"><pc-script-instance name="s" speed="2"></pc-script-instance></pc-entity>', 1, index)).toEqual([]);
  });

  it('fails on an unknown attribute, an unknown tag and a former name, with lines', () => {
    expect(checkHtml('<pc-gsplat\n  src="a.sog"></pc-gsplat>\n<pc-splat></pc-splat>\n<pc-nope>', 10, index).map((p) => `${p.line} ${p.message.slice(0, 30)}`)).toEqual([
      "11 <pc-gsplat> has no attribute '",
      '12 <pc-splat> is the former name ',
      '12 <pc-splat> is the former name ',
      '13 <pc-nope> is no element of Web',
    ]);
  });
});

describe('checkPage', () => {
  it('allows a former name only on a line that names the new tag', () => {
    const problems = page('user-manual/x.md', [
      'The element `<pc-splat>` was renamed to `<pc-gsplat>` in 0.6.0.',
      'Use `<pc-splat>` here.',
      '`<pc-scripts>` became `<pc-script>`; `<pc-script>` is the component now.',
    ].join('\n'));
    expect(problems.map((p) => p.line)).toEqual([2]);
    expect(problems[0]?.message).toContain('former name of <pc-gsplat>');
  });

  it('never allows a former name in an html block, unless it opts out', () => {
    const source = ['```html', '<pc-rigidbody mass="1"></pc-rigidbody>', '```', '```html no-wc-check="0.16.0 markup"', '<pc-rigidbody></pc-rigidbody>', '```'].join('\n');
    expect(page('user-manual/x.md', source).map((p) => p.line)).toEqual([2, 2]);
  });

  it('reads a tag page table against the element of its title and route, and wants every attribute', () => {
    const source = [
      '---', 'title: "<pc-rigid-body>"', '---', '',
      '| 属性 | 型 | 既定値 | 説明 |', '| --- | --- | --- | --- |', '| `mass` | number | `1` | 質量 |', '| `friction` | number | `0.5` | 摩擦 |',
    ].join('\n');
    const problems = page('user-manual/web-components/tags/pc-rigidbody.md', source, 'ja');
    expect(problems.map((p) => `${p.line} ${p.message}`)).toEqual([
      "8 <pc-rigid-body> has no attribute 'friction' in 0.17.0",
      '1 the attribute table of <pc-rigid-body> misses: enabled',
    ]);
  });

  it('wants the tag page table shape of the locale, and a title that agrees with the route', () => {
    const source = ['---', 'title: "<pc-script>"', '---', '| Attribute | Default | Meaning |', '| --- | --- | --- |', '| `name` | | |', '| `enabled` | | |', '| `attributes` | | |'].join('\n');
    const messages = page('user-manual/web-components/tags/pc-script.md', source).map((p) => p.message);
    expect(messages[0]).toContain('the route pc-script is the page of <pc-script-instance>');
    expect(messages[1]).toContain('| Attribute | Type | Default | Description |');
  });

  it('reads a table on another page against the element of the heading above it', () => {
    const source = ['## pc-gsplat attributes {#a}', '', '| Attribute | Default | Meaning |', '| --- | --- | --- |', '| `asset` | | |', '| `lod` | | |'].join('\n');
    expect(page('user-manual/gaussian-splatting/x.md', source).map((p) => `${p.line} ${p.message}`)).toEqual(["6 <pc-gsplat> has no attribute 'lod' in 0.17.0"]);
  });
});

describe('elementOfRoute', () => {
  it('resolves routes named before the last rename', () => {
    expect(elementOfRoute(data, 'pc-splat')).toBe('pc-gsplat');
    expect(elementOfRoute(data, 'pc-script')).toBe('pc-script-instance');
    expect(elementOfRoute(data, 'pc-scripts')).toBe('pc-script');
    expect(elementOfRoute(data, 'pc-entity')).toBe('pc-entity');
    expect(elementOfRoute(data, 'pc-nope')).toBeNull();
  });
});
