/**
 * MDX source of a doc page → plain Markdown for readers that are programs (language models, `curl`).
 * String rewriting over the lines outside fenced code, not an MDX compile: the pages use a handful of
 * components in fixed forms (README, Adding a page), and each becomes Markdown or a sentence here.
 */

/** What a page's Markdown needs from outside its own text. */
export interface ConvertContext {
  /** The page's title and description (the docs plugin's metadata: front matter or first heading). */
  title: string;
  description?: string;
  /** The page's absolute URL (`https://…/ja/tutorials/orbit-camera/`), for the sentences that point to it. */
  pageUrl: string;
  /** The site's origin, for absolute image URLs (`https://developer.playcanvas.com`). */
  siteUrl: string;
  /** The text of a file a page imports with `?raw` (`@site/examples/…`), by import specifier without the query. */
  readRaw: (specifier: string) => string;
  /** A link's absolute URL, or null to keep it as written (relative `.md`/`.mdx` links point to other pages). */
  resolveLink: (href: string) => string | null;
  /** The locale's sentences and labels. */
  strings: MarkdownStrings;
  /** `<InstallCommands folder then />`'s shell lines. */
  installCommands: (folder: string) => string;
}

/** The words the conversion writes itself, per locale. */
export interface MarkdownStrings {
  /** `{url}`: the page's URL. */
  liveExample: string;
  /** `{alt}`: the diagram's text alternative. */
  diagram: string;
  nodeRequirement: { vite: string; playcanvas: string };
  admonitions: Record<string, string>;
}

/**
 * The conversion's own sentences and labels. In other locales than English the Node.js requirement
 * and the live-example sentence come from i18n/<locale>/code.json (pages.ts `uiStrings`); the English
 * live-example sentence is also src/components/MarkdownActions's default message.
 */
export const STRINGS: Readonly<Record<'en' | 'ja', Omit<MarkdownStrings, 'nodeRequirement'>>> = {
  en: {
    liveExample: '*Live example: the web page of this text runs the app in the browser ({url}).*',
    diagram: '*Diagram: {alt}*',
    admonitions: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Caution', danger: 'Danger' },
  },
  ja: {
    liveExample: '*ライブサンプル: このページのWeb版（{url}）では、アプリをブラウザーで実行できます。*',
    diagram: '*図: {alt}*',
    // theme-common's Japanese labels (theme.admonition.*).
    admonitions: { note: '注記', tip: 'ヒント', info: '備考', warning: '警告', caution: '注意', danger: '危険' },
  },
};

const FENCE = /^(\s*)(`{3,}|~{3,})/;

/** Attributes of one JSX tag: `a="x"`, `a={"x"}` (a JSON string) and `a={'x'}`. */
export function parseAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([A-Za-z][\w-]*)=(?:"([^"]*)"|\{("(?:[^"\\]|\\.)*")\}|\{'([^']*)'\})/g;
  for (const match of tag.matchAll(pattern)) {
    const [, name = '', plain, json, single] = match;
    attributes[name] = plain ?? (json !== undefined ? (JSON.parse(json) as string) : (single ?? ''));
  }
  return attributes;
}

/** A fence for `code` that no run of backticks inside it closes. */
export function fenced(language: string, code: string, title?: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const info = [language, title ? `title="${title}"` : ''].filter(Boolean).join(' ');
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** Plain text (a title, a description) as Markdown text: `<Entity/>` stays text, not an HTML tag. */
export function escapeText(text: string): string {
  return text.replace(/[\\<[\]]/g, (c) => `\\${c}`);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Removes the front matter block. */
export function stripFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

/** `import name from 'specifier?raw'` bindings of a page. */
export function rawImports(source: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const match of source.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+)\?raw['"];?\s*$/gm)) imports.set(match[1] ?? '', match[2] ?? '');
  return imports;
}

/** Splits a page into runs of prose and fenced code blocks (kept verbatim). */
function segments(body: string): Array<{ code: boolean; text: string }> {
  const result: Array<{ code: boolean; text: string }> = [];
  let current: string[] = [];
  let fence: string | null = null;
  const flush = (code: boolean) => {
    if (current.length) result.push({ code, text: current.join('\n') });
    current = [];
  };
  for (const line of body.split('\n')) {
    const match = FENCE.exec(line);
    if (fence === null && match) {
      flush(false);
      fence = match[2] ?? '```';
      current.push(line);
    } else if (fence !== null && match && (match[2] ?? '').startsWith(fence) && line.trim() === (match[2] ?? '')) {
      current.push(line);
      flush(true);
      fence = null;
    } else current.push(line);
  }
  flush(fence !== null);
  return result;
}

/** Rewrites the prose between code blocks. */
function convertProse(text: string, context: ConvertContext, raws: Map<string, string>): string {
  const { strings } = context;
  const rawText = (name: string) => {
    const specifier = raws.get(name);
    if (!specifier) throw new Error(`markdown-pages: {${name}} is no ?raw import of the page`);
    return context.readRaw(specifier);
  };
  let out = text
    // ESM lines of MDX and its comments.
    .replace(/^(?:import|export)\s[^\n]*(?:\n|$)/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    // Heading ids: `## Title \{#id}` / `{#id}`.
    .replace(/^(#{1,6} .*?)[ \t]*\\?\{#[\w-]+\}[ \t]*$/gm, '$1')
    .replace(/<CodeBlock\b([^>]*)>\{(\w+)\}<\/CodeBlock>/g, (_whole, attrs: string, name: string) => {
      const { language = '', title } = parseAttributes(attrs);
      return fenced(language, rawText(name), title);
    })
    .replace(/<LiveExample\b[^>]*\/>/g, () => fill(strings.liveExample, { url: context.pageUrl }))
    .replace(/<Diagram\b([^>]*)\/>/g, (_whole, attrs: string) => fill(strings.diagram, { alt: parseAttributes(attrs).alt ?? '' }))
    .replace(/<InstallCommands\b([^>]*)\/>/g, (_whole, attrs: string) => {
      const { folder = 'my-app', then } = parseAttributes(attrs);
      return fenced('bash', then ? `${context.installCommands(folder)}\n${then}` : context.installCommands(folder));
    })
    .replace(/<NodeRequirement\b([^>]*)\/>/g, (_whole, attrs: string) =>
      parseAttributes(attrs).tool === 'playcanvas' ? strings.nodeRequirement.playcanvas : strings.nodeRequirement.vite,
    )
    .replace(/<RenderedFigure\b([^>]*)\/>/g, (_whole, attrs: string) => {
      const { name = '', alt = '', label, caption } = parseAttributes(attrs);
      const image = `![${alt}](${context.siteUrl}/img/figures/${name}.webp)`;
      return [label ? `**${label}**: ${image}` : image, caption ? `\n*${caption}*` : ''].join('');
    })
    .replace(/<RenderedFigureRow\b([^>]*)>([\s\S]*?)<\/RenderedFigureRow>/g, (_whole, attrs: string, inner: string) => {
      const items = inner
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `- ${line}`);
      const { caption } = parseAttributes(attrs);
      return [...items, ...(caption ? ['', `*${caption}*`] : [])].join('\n');
    })
    // Tabs: each panel under its label.
    .replace(/<TabItem\b([^>]*)>/g, (_whole, attrs: string) => {
      const { label, value } = parseAttributes(attrs);
      return `**${label ?? value ?? ''}**\n`;
    })
    .replace(/^\s*<\/?Tabs\b[^>]*>\s*$/gm, '')
    .replace(/<\/TabItem>/g, '');
  out = convertAdmonitions(out, strings);
  // Links to other pages (`](../a/b.md#x)`): their absolute URL.
  out = out.replace(/\]\(([^)\s]+)\)/g, (whole, href: string) => {
    const resolved = context.resolveLink(href);
    return resolved === null ? whole : `](${resolved})`;
  });
  // MDX escapes that plain Markdown does not need.
  return out.replace(/\\([{}<>])/g, '$1');
}

/** `:::note Title` … `:::` → a quote that starts with the admonition's label in bold. */
function convertAdmonitions(text: string, strings: MarkdownStrings): string {
  const out: string[] = [];
  let body: string[] | null = null;
  const close = () => {
    if (!body) return;
    while (body.length && !body[0]?.trim()) body.shift();
    while (body.length && !body[body.length - 1]?.trim()) body.pop();
    out.push(...body.map((line) => (line.trim() ? `> ${line}` : '>')));
    body = null;
  };
  for (const line of text.split('\n')) {
    const open = /^:::(\w+)(?:\[(.*)\]|[ \t]+(.*))?\s*$/.exec(line);
    if (!body && open) {
      const kind = open[1] ?? 'note';
      const title = open[2] ?? open[3];
      const label = strings.admonitions[kind] ?? kind;
      out.push(`> **${title ? `${label}: ${title}` : label}**`, '>');
      body = [];
    } else if (body && /^:::\s*$/.test(line)) close();
    else if (body) body.push(line);
    else out.push(line);
  }
  close();
  return out.join('\n');
}

/**
 * The Markdown of one page: `# title`, the description as a quote, then the body with every
 * component as Markdown (`?raw` code inline as fenced blocks) or a sentence.
 */
export function toMarkdown(source: string, context: ConvertContext): string {
  const body = stripFrontMatter(source.replace(/\r\n/g, '\n'));
  const raws = rawImports(body);
  const converted = segments(body)
    .map((segment) => (segment.code ? segment.text : convertProse(segment.text, context, raws)))
    .join('\n');
  // A page that starts with its own `# Title` keeps it; others get the title as the first heading.
  const title = escapeText(context.title);
  const withoutTitle = converted.replace(/^\s*# [^\n]*\n/, (heading) => ([`# ${context.title}`, `# ${title}`].includes(heading.trim()) ? '' : heading));
  const head = [`# ${title}`, '', ...(context.description ? [`> ${escapeText(context.description)}`, ''] : [])];
  return `${[...head, withoutTitle.trim()].join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
