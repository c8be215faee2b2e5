import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../lib/files';
import { figureFile, figureInputs, readFigureRecord, staleFigures } from '../../scripts/lib/figures';
import { JA_PAGES, PAGE_DIRS } from '../../scripts/lib/files';

const root = path.resolve(import.meta.dirname, '../..');

/** Every `<RenderedFigure … />` (or, with `tag`, `<RenderedFigureRow …>`) of the pages under `dir`, with its attributes. */
function figuresShown(dir: string, tag: 'RenderedFigure' | 'RenderedFigureRow' = 'RenderedFigure'): { page: string; attributes: Record<string, string | undefined> }[] {
  const pattern = tag === 'RenderedFigure' ? /<RenderedFigure\b([^>]*?)\/>/g : /<RenderedFigureRow\b([^>]*?)>/g;
  return listFiles(path.join(root, dir), /\.mdx$/).flatMap((page) =>
    [...readFileSync(page, 'utf8').matchAll(pattern)].map((match) => ({
      page: path.relative(root, page),
      attributes: Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, attribute[2]!])),
    })),
  );
}

describe('the rendered figures', () => {
  it('are rendered from the scenes and engine as they are now (run `npm run figures` after editing a scene)', () => {
    expect(staleFigures(root)).toEqual([]);
  });

  it('are what the pages show, in both locales', () => {
    const rendered = new Set(Object.keys(readFigureRecord(root).figures));
    const shown = PAGE_DIRS.flatMap((dir) => figuresShown(dir).map(({ page, attributes }) => ({ page, name: attributes.name ?? '(no name)' })));
    expect(shown.filter(({ name }) => !rendered.has(name))).toEqual([]);
  });

  it('have Japanese alt texts, labels and captions that pass the Japanese pages’ textlint rules', async () => {
    // textlint reads page text, not JSX attributes: each text is linted on its own as a paragraph
    const descriptor = await loadTextlintrc({ configFilePath: path.join(root, '.textlintrc.json') });
    const linter = createLinter({ descriptor });
    const problems: string[] = [];
    const rows = figuresShown(JA_PAGES, 'RenderedFigureRow').map(({ page, attributes }) => ({ page, attributes: { ...attributes, name: '(row)' } as Record<string, string | undefined> }));
    for (const { page, attributes } of [...figuresShown(JA_PAGES), ...rows]) {
      for (const key of ['alt', 'caption', 'label'] as const) {
        const text = attributes[key];
        if (!text) continue;
        // a label is a short name, not a sentence: linted as a heading, which needs no 。
        const { messages } = await linter.lintText(key === 'label' ? `### ${text}\n` : `${text}\n`, path.join(root, 'figure-text.md'));
        for (const message of messages) problems.push(`${page} ${attributes.name} ${key}: ${message.message.split('\n')[0]} (${message.ruleId})`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('count every file a scene reads as its source: the shader files it loads and the modules it imports', () => {
    const inputs = figureInputs(figureFile(root, 'graphics/advanced-rendering/multiple-render-targets/figure-gbuffer')).map((file) => path.basename(file));
    expect(inputs).toEqual(['figure-gbuffer.mjs', 'gbuffer-output.glsl', 'gbuffer-output.wgsl']);
  });
});
