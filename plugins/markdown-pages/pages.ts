import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { installCommands, toolchain } from '../../src/data/toolchain';
import { STRINGS, toMarkdown, type MarkdownStrings } from './convert';
import type { PageEntry } from './llms';

/** A doc as this plugin reads it from the docs plugin's content. */
export interface Doc {
  /** `@site/docs/a/b.md` or `@site/i18n/ja/…/a/b.md` */
  source: string;
  permalink: string;
  title: string;
  description: string;
}

/** What converting a locale's pages needs. */
export interface SiteInfo {
  siteDir: string;
  /** Origin without a trailing slash. */
  siteUrl: string;
  /** The locale's base URL (`/`, `/ja/`). */
  baseUrl: string;
  locale: 'en' | 'ja';
}

/** Converts every doc of a locale to Markdown (`docs` in the order the llms files list them). */
export function convertPages(docs: readonly Doc[], site: SiteInfo): PageEntry[] {
  const { siteDir, siteUrl, baseUrl, locale } = site;
  const strings: MarkdownStrings = { ...STRINGS[locale], ...uiStrings(siteDir, locale) };
  const bySource = new Map(docs.map((doc) => [absoluteSource(siteDir, doc.source), doc]));
  return docs.map((doc) => {
    const file = absoluteSource(siteDir, doc.source);
    try {
      const markdown = toMarkdown(readFileSync(file, 'utf8'), {
        title: doc.title,
        description: doc.description,
        pageUrl: `${siteUrl}${doc.permalink}`,
        siteUrl,
        strings,
        installCommands,
        readRaw: (specifier) => readFileSync(specifier.startsWith('@site/') ? path.join(siteDir, specifier.slice(6)) : path.resolve(path.dirname(file), specifier), 'utf8'),
        resolveLink: (href) => resolveLink(href, { file, permalink: doc.permalink }, bySource, siteUrl, baseUrl),
      });
      return { permalink: doc.permalink, title: doc.title, description: doc.description, markdown };
    } catch (error) {
      throw new Error(`markdown-pages: converting ${path.relative(siteDir, file)} failed`, { cause: error });
    }
  });
}

/** `@site/docs/a.md` → the file's absolute path. */
export function absoluteSource(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}

/**
 * A link's absolute URL, so a page's Markdown reads the same wherever it is put (llms-full.txt):
 * a file link (`../a/b.md#x`) → that page's URL; a site path (`/a/`) → under the locale's base URL;
 * `pathname:///a` as a site path; any other relative link (`guide/x/`, `#x`) → resolved against the page's URL. Null: keep it (a URL).
 */
export function resolveLink(
  href: string,
  page: { file: string; permalink: string },
  bySource: ReadonlyMap<string, Pick<Doc, 'permalink'>>,
  siteUrl: string,
  baseUrl: string,
): string | null {
  // `pathname:///a` is a static file outside the router; Docusaurus's Link still prefixes the base URL.
  if (href.startsWith('pathname://')) href = href.slice('pathname://'.length);
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  if (href.startsWith('/')) return `${siteUrl}${baseUrl}${href.slice(1)}`;
  const [target = '', hash] = href.split('#');
  if (/\.mdx?$/.test(target)) {
    const doc = bySource.get(path.resolve(path.dirname(page.file), decodeURI(target)));
    if (!doc) throw new Error(`no page for the link ${href}`);
    return `${siteUrl}${doc.permalink}${hash ? `#${hash}` : ''}`;
  }
  return new URL(href, `${siteUrl}${page.permalink}`).href;
}

/**
 * The sentences the pages' components show, in the locale (i18n/<locale>/code.json, else English):
 * `<NodeRequirement />`'s text with toolchain.ts's versions, and the live-example sentence the copy
 * button (src/components/MarkdownActions) writes too.
 */
export function uiStrings(siteDir: string, locale: 'en' | 'ja'): Pick<MarkdownStrings, 'nodeRequirement' | 'liveExample'> {
  const messages: Record<string, { message: string }> = {};
  const codeJson = path.join(siteDir, 'i18n', locale, 'code.json');
  if (locale !== 'en' && existsSync(codeJson)) Object.assign(messages, JSON.parse(readFileSync(codeJson, 'utf8')) as typeof messages);
  const message = (id: string, fallback: string) => messages[id]?.message ?? fallback;
  const values: Record<string, string> = { minimum: toolchain.viteNode.minimum, alsoFrom: toolchain.viteNode.alsoFrom };
  const fill = (text: string, own: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => own[key] ?? whole);
  return {
    nodeRequirement: {
      vite: fill(message('toolchain.node.vite', 'Node.js {minimum} or a later 20.x, or Node.js {alsoFrom} or later'), values),
      playcanvas: fill(message('toolchain.node.engine', 'Node.js {minimum} or later'), { minimum: toolchain.engineNode.minimum }),
    },
    liveExample: message('markdownActions.liveExample', STRINGS.en.liveExample),
  };
}
