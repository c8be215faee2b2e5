import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { createLinter, loadTextlintrc } from 'textlint';
import { describe, expect, it } from 'vitest';
import { diagrams } from '../../scripts/diagrams';
import { DIAGRAM_DIR, expectedFiles } from '../../scripts/diagrams/files';
import { COLORS, contrast, FONT_SANS, LOCALES, PALETTES, type Locale } from '../../scripts/diagrams/lib';

const root = path.resolve(import.meta.dirname, '../..');
const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;
const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');
const variants = diagrams.flatMap((diagram) =>
  LOCALES.flatMap((locale) => PALETTES.map((palette) => ({ diagram, locale, palette, file: `${DIAGRAM_DIR}/${diagram.name}.${locale}.${palette}.svg` }))),
);

/**
 * Strict enough XML well-formedness for these files: every tag is closed in order, attributes are
 * quoted, and text holds no raw `<` or stray `&`. Returns the problems found.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/g;
  for (const match of xml.matchAll(token)) {
    const [whole, closing, name, , selfClosing] = match;
    if (!name) {
      problems.push(`unexpected "${whole}" at ${match.index}`);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}> at ${match.index}`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

describe('the committed diagrams', () => {
  it('are exactly what scripts/diagrams renders (run `npm run diagrams` after editing a diagram)', () => {
    const stale = expectedFiles()
      .filter((file) => !existsSync(path.join(root, file.path)) || read(file.path) !== file.content)
      .map((file) => file.path);
    expect(stale).toEqual([]);
  });

  it('leave no file behind in static/img/diagrams that no diagram writes', () => {
    const expected = new Set(expectedFiles().map((file) => path.basename(file.path)));
    expect(readdirSync(path.join(root, DIAGRAM_DIR)).filter((name) => !expected.has(name))).toEqual([]);
  });
});

describe.each(variants)('$file', ({ diagram, locale, file }) => {
  const svg = read(file);
  const $ = load(svg, { xml: true });
  const root$ = $('svg');

  it('is well-formed XML', () => {
    expect(xmlProblems(svg)).toEqual([]);
  });

  it('scales: a viewBox from the diagram’s size and no fixed width or height', () => {
    expect(root$.attr('viewBox')).toBe(`0 0 ${diagram.width} ${diagram.height}`);
    expect(root$.attr('width')).toBeUndefined();
    expect(root$.attr('height')).toBeUndefined();
  });

  it('is an image with a title and a description in its language', () => {
    expect(root$.attr('role')).toBe('img');
    expect(root$.attr('lang')).toBe(locale);
    expect($('svg > title').text()).toBe(diagram.title[locale]);
    expect($('svg > desc').text()).toBe(diagram.description[locale]);
  });

  it('uses the locale’s font stack', () => {
    expect($('svg > g').first().attr('font-family')).toBe(FONT_SANS[locale]);
    if (locale === 'ja') expect(FONT_SANS.ja.startsWith("'Hiragino Sans'")).toBe(true);
  });

  it('shows every label of its locale', () => {
    const texts = new Set($('text').map((_, element) => $(element).text()).get());
    const missing = diagram.labels(locale).map((label) => label.replace(/`/g, '')).filter((label) => !texts.has(label));
    expect(missing).toEqual([]);
  });

  it(locale === 'ja' ? 'is written in Japanese' : 'has no Japanese text', () => {
    const all = $('text').text() + $('title').text() + $('desc').text();
    expect(JAPANESE.test(all)).toBe(locale === 'ja');
  });
});

describe('the diagram palettes', () => {
  it.each(PALETTES)('%s: every text colour has 4.5:1 contrast on the page and on every fill', (palette) => {
    const { background, ink, fill } = COLORS[palette];
    for (const [name, colour] of Object.entries(ink)) {
      for (const behind of [background, ...Object.values(fill)]) {
        expect(contrast(colour, behind), `${name} ${colour} on ${behind}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(PALETTES)('%s: every line colour has 3:1 contrast on the page', (palette) => {
    const { background, stroke } = COLORS[palette];
    for (const [name, colour] of Object.entries(stroke)) {
      expect(contrast(colour, background), `${name} ${colour}`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(PALETTES)('%s: the page background is the site’s', (palette) => {
    expect(COLORS[palette].background).toBe(palette === 'light' ? '#ffffff' : '#1b1b1d');
  });

  it('draws text only in palette colours', () => {
    for (const { palette, file } of variants) {
      const $ = load(read(file), { xml: true });
      const inks = new Set(Object.values(COLORS[palette].ink));
      const fills = $('text').map((_, element) => $(element).attr('fill')).get();
      expect(fills.filter((fill) => !inks.has(fill)), file).toEqual([]);
    }
  });
});

describe('the Japanese labels', () => {
  it('follow the spacing and terms rules of the Japanese pages', async () => {
    const descriptor = await loadTextlintrc({ configFilePath: path.join(root, '.textlintrc.json') });
    const rules = (descriptor.toKernelOptions().rules ?? []).filter((rule) => rule.ruleId.startsWith('ja-spacing/') || rule.ruleId === 'prh');
    const linter = createLinter({ descriptor: descriptor.shallowMerge({ rules }) });
    const locale: Locale = 'ja';
    const problems: string[] = [];
    for (const diagram of diagrams) {
      const texts = [...diagram.labels(locale), diagram.title[locale], diagram.description[locale]].filter((text) => JAPANESE.test(text));
      for (const text of texts) {
        const { messages } = await linter.lintText(text, path.join(root, 'diagram-label.md'));
        for (const message of messages) problems.push(`${diagram.name}: "${text}": ${message.message.split('\n')[0]} (${message.ruleId})`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
