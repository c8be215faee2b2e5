import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeText, fenced, parseAttributes, STRINGS, toMarkdown, type ConvertContext } from '../convert';
import { llmsFullTxt, llmsTxt, markdownPathOf } from '../llms';
import { convertPages, resolveLink } from '../pages';
import { SITE_DIR, siteDocs } from './site-docs';

const SITE_URL = 'https://developer.playcanvas.com';
const LOCALES = ['en', 'ja'] as const;
const converted = Object.fromEntries(
  LOCALES.map((locale) => {
    const { docs, site } = siteDocs(locale);
    return [locale, { docs, pages: convertPages(docs, site) }];
  }),
) as Record<(typeof LOCALES)[number], { docs: ReturnType<typeof siteDocs>['docs']; pages: ReturnType<typeof convertPages> }>;

function page(locale: 'en' | 'ja', route: string): string {
  const permalink = `${locale === 'ja' ? '/ja' : ''}${route}`;
  const found = converted[locale].pages.find((entry) => entry.permalink === permalink);
  if (!found) throw new Error(`no page ${permalink}`);
  return found.markdown;
}

/** The lines of a page's Markdown outside fenced code, inline code removed. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const match = /^\s*(`{3,}|~{3,})/.exec(line);
    if (match?.[1]) {
      if (fence === null) fence = match[1];
      else if (match[1].startsWith(fence) && line.trim() === match[1]) fence = null;
      continue;
    }
    if (fence === null) lines.push(line.replace(/`[^`]*`/g, ''));
  }
  if (fence !== null) throw new Error('a code fence is not closed');
  return lines;
}

function context(overrides: Partial<ConvertContext> = {}): ConvertContext {
  return {
    title: 'Title',
    pageUrl: `${SITE_URL}/a/b/`,
    siteUrl: SITE_URL,
    readRaw: (specifier) => `// ${specifier}\nconst x = 1;\n`,
    resolveLink: () => null,
    strings: { ...STRINGS.en, nodeRequirement: { vite: 'Node.js 20.19', playcanvas: 'Node.js 18.3' } },
    installCommands: (folder) => `mkdir ${folder}`,
    ...overrides,
  };
}

describe('a tutorial with ?raw includes, a live example and the toolchain components (orbit-camera)', () => {
  const code = readFileSync(path.join(SITE_DIR, 'examples/orbit-camera/orbit-camera.mjs'), 'utf8').replace(/\n+$/, '');

  it.each(LOCALES)('%s: the included file appears inline as a fenced block with its title', (locale) => {
    expect(page(locale, '/tutorials/orbit-camera/')).toContain(`\`\`\`js title="orbit-camera.mjs"\n${code}\n\`\`\``);
  });

  it.each([
    ['en', '# Orbit camera\n\n> Build an orbit camera', 'Node.js 20.19 or a later 20.x, or Node.js 22.12 or later with npm', '*Live example:'],
    ['ja', '# オービットカメラ\n\n> ', 'Node.js 20.19以降の20系、またはNode.js 22.12以降', '*ライブサンプル:'],
  ] as const)('%s: front matter becomes the title heading and the description; components become Markdown or a sentence', (locale, head, node, live) => {
    const markdown = page(locale, '/tutorials/orbit-camera/');
    expect(markdown.startsWith(head)).toBe(true);
    expect(markdown).toContain(node);
    // The live example: a sentence with the page's URL.
    const liveLine = markdown.split('\n').find((line) => line.startsWith(live));
    expect(liveLine).toContain(`${SITE_URL}${locale === 'ja' ? '/ja' : ''}/tutorials/orbit-camera/`);
    expect(markdown).toContain('```bash\nmkdir orbit-camera && cd orbit-camera\nnpm init -y\nnpm install playcanvas\nnpm install --save-dev vite@8\n```');
    expect(proseLines(markdown).join("\n")).not.toMatch(/^import |\?raw|<LiveExample|<CodeBlock|\\\{#/m);
  });
});

describe('a manual page with tables and an admonition (editor/editor-api)', () => {
  it.each([
    ['en', '> **Warning: Beta**\n>\n> '],
    ['ja', '> **警告'],
  ] as const)('%s: the admonition becomes a quote under its label; tables stay', (locale, admonition) => {
    const markdown = page(locale, '/user-manual/editor/editor-api/');
    expect(markdown).toContain(admonition);
    expect(markdown).not.toMatch(/^:::/m);
    expect(markdown).toMatch(/^\| --- \| --- \|$/m);
  });
});

describe('a .md page (getting-started)', () => {
  it.each(LOCALES)('%s: links to other pages become absolute URLs of the locale', (locale) => {
    const markdown = page(locale, '/user-manual/getting-started/');
    expect(markdown).toContain(`](${SITE_URL}${locale === 'ja' ? '/ja' : ''}/user-manual/engine/)`);
    expect(markdown).not.toMatch(/\]\((?!https?:|mailto:)/);
  });
});

describe('every page of both locales', () => {
  it.each(LOCALES)('%s: no component, MDX import, heading id or relative link is left in the prose, and every fence closes', (locale) => {
    expect(converted[locale].pages.length).toBeGreaterThan(100);
    const leftovers = converted[locale].pages.flatMap((entry) =>
      proseLines(entry.markdown)
        .filter((line) => /(?<!\\)<[A-Z][A-Za-z.]*[\s/>]|\\?\{#[\w-]+\}|^import |^export |\]\((?!https?:|mailto:)/.test(line))
        .map((line) => `${entry.permalink}: ${line}`),
    );
    expect(leftovers).toEqual([]);
  });

  it.each(LOCALES)('%s: llms.txt lists every page once, with its Markdown URL; llms-full.txt holds every page', (locale) => {
    const { pages } = converted[locale];
    const baseUrl = locale === 'ja' ? '/ja/' : '/';
    const list = llmsTxt({ siteTitle: 'T', summary: 'S', siteUrl: SITE_URL, baseUrl, locale, fullUrl: `${SITE_URL}${baseUrl}llms-full.txt`, pages });
    const links = list.split('\n').filter((line) => line.startsWith('- ['));
    expect(links).toHaveLength(pages.length);
    expect(list).toContain(`(${SITE_URL}${baseUrl}tutorials/orbit-camera/index.md)`);
    expect(list).toContain(locale === 'ja' ? '## チュートリアル' : '## Tutorials');
    const full = llmsFullTxt(SITE_URL, pages);
    expect(full.match(/^URL: /gm)).toHaveLength(pages.length);
  });
});

describe('conversion rules', () => {
  it.each([
    ['a="x" b={"y \\"q\\""}', { a: 'x', b: 'y "q"' }],
    ["name={'z'}", { name: 'z' }],
  ])('parseAttributes(%s)', (tag, expected) => {
    expect(parseAttributes(tag)).toEqual(expected);
  });

  it('a fence is longer than any run of backticks in its code', () => {
    expect(fenced('md', 'a\n```js\nb\n```\n')).toBe('````md\na\n```js\nb\n```\n````');
  });

  it('heading ids go, code blocks keep their text untouched, RenderedFigureRow becomes a list with its caption', () => {
    const source = [
      '---',
      'title: Title',
      '---',
      "import a from '@site/examples/x/a.mjs?raw';",
      '',
      '## Heading \\{#id}',
      'Text',
      '',
      '```md',
      '## Kept {#kept}',
      '<CodeBlock>{a}</CodeBlock>',
      '```',
      '',
      '<CodeBlock language="js" title="a.mjs">{a}</CodeBlock>',
      '',
      '<RenderedFigureRow caption="Both">',
      '  <RenderedFigure name="g/f-a" alt="A" label="Off" />',
      '  <RenderedFigure name="g/f-b" alt="B" label="On" />',
      '</RenderedFigureRow>',
      '',
      '<Diagram name="d" alt={"Boxes \\"in\\" a row"} />',
    ].join('\n');
    expect(toMarkdown(source, context())).toBe(
      [
        '# Title',
        '',
        '## Heading',
        'Text',
        '',
        '```md',
        '## Kept {#kept}',
        '<CodeBlock>{a}</CodeBlock>',
        '```',
        '',
        '```js title="a.mjs"',
        '// @site/examples/x/a.mjs',
        'const x = 1;',
        '```',
        '',
        `- **Off**: ![A](${SITE_URL}/img/figures/g/f-a.webp)`,
        `- **On**: ![B](${SITE_URL}/img/figures/g/f-b.webp)`,
        '',
        '*Both*',
        '',
        '*Diagram: Boxes "in" a row*',
        '',
      ].join('\n'),
    );
  });

  it('tabs become their labels above their content', () => {
    const source = '<Tabs>\n<TabItem value="npm" label="npm">\n\nnpm i\n\n</TabItem>\n<TabItem value="yarn">\n\nyarn add\n\n</TabItem>\n</Tabs>\n';
    expect(toMarkdown(source, context())).toBe('# Title\n\n**npm**\n\nnpm i\n\n**yarn**\n\nyarn add\n');
  });

  it('a title that reads as HTML is escaped, and markdownPathOf puts index.md in the route folder', () => {
    expect(toMarkdown('Body', context({ title: '<Entity/>', description: 'On [x]' }))).toBe('# \\<Entity/>\n\n> On \\[x\\]\n\nBody\n');
    expect(escapeText('a\\b')).toBe('a\\\\b');
    expect(markdownPathOf('/ja/a/b/')).toBe('/ja/a/b/index.md');
  });
});

describe('one sentence for a live example', () => {
  it('the English sentence of the source conversion is the copy button’s default message; ja comes from code.json', () => {
    const component = readFileSync(path.join(SITE_DIR, 'src/components/MarkdownActions/index.tsx'), 'utf8');
    expect(component).toContain(`message: '${STRINGS.en.liveExample}'`);
    const ja = JSON.parse(readFileSync(path.join(SITE_DIR, 'i18n/ja/code.json'), 'utf8')) as Record<string, { message: string }>;
    expect(page('ja', '/tutorials/orbit-camera/')).toContain(ja['markdownActions.liveExample']?.message.replace('{url}', `${SITE_URL}/ja/tutorials/orbit-camera/`));
  });
});

describe('resolveLink', () => {
  const file = path.join(SITE_DIR, 'docs/user-manual/xr/vr/types-of-vr.mdx');
  const permalink = '/user-manual/xr/vr/types-of-vr/';
  it.each([
    ['../../../physics/ray-casting/', `${SITE_URL}/user-manual/physics/ray-casting/`],
    ['#pitfalls', `${SITE_URL}${permalink}#pitfalls`],
    ['/tutorials/', `${SITE_URL}/ja/tutorials/`],
    ['pathname:///models/toy.glb', `${SITE_URL}/ja/models/toy.glb`],
    ['https://api.playcanvas.com/', null],
  ])('%s → %s (a page folder is the base; site paths get the locale)', (href, expected) => {
    expect(resolveLink(href, { file, permalink }, new Map(), SITE_URL, '/ja/')).toBe(expected);
  });
});
