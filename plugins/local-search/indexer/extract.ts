import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { PageEntry, SectionEntry } from '../client/records';

/** Elements whose own text makes a record (their block children make their own). */
const BLOCK_TAGS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'figcaption', 'summary', 'blockquote', 'div', 'section', 'details', 'table', 'tr', 'ul', 'ol', 'dl', 'figure']);
/** Never indexed: code listings, scripts, icons, buttons and the heading anchors' text. */
const SKIP_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'img', 'video', 'iframe', 'canvas']);
const SKIP_CLASS = /(^|\s)(hash-link|theme-doc-toc-mobile|admonitionHeading_\w+|theme-code-block|theme-doc-breadcrumbs)(\s|$)/;
const HEADING = /^h([1-6])$/;
/** Longest text block kept whole; longer ones are split at sentence ends. */
const MAX_BLOCK_CHARS = 600;

/** What the indexer needs of a built page besides its HTML. */
export interface PageContext {
  /** Path of the page with the base URL (/ja/user-manual/…/). */
  url: string;
  /** lvl0 to use when the page has no breadcrumb section (the docs section label). */
  fallbackSection: string;
}

/** Facts read from a page's head, used to decide whether it is indexed. */
export interface PageMeta {
  isDocPage: boolean;
  noIndex: boolean;
  language: string | null;
  docusaurusTag: string | null;
}

/** Reads the page kind and DocSearch meta tags of a built page. */
export function readMeta($: CheerioAPI): PageMeta {
  const htmlClass = $('html').attr('class') ?? '';
  return {
    isDocPage: /(^|\s)docs-doc-page(\s|$)/.test(htmlClass),
    noIndex: /noindex/i.test($('meta[name="robots"]').attr('content') ?? ''),
    language: $('meta[name="docsearch:language"]').attr('content') ?? null,
    docusaurusTag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? null,
  };
}

/**
 * Extracts the searchable structure of one built doc page: only the article body (no sidebar,
 * navbar, table of contents or footer), split into heading sections of text blocks. Returns null
 * for pages that are not indexed (not a doc page, unlisted/noindex, or without a body).
 */
export function extractPage(html: string, context: PageContext): { page: PageEntry; meta: PageMeta } | null {
  const $ = load(html);
  const meta = readMeta($);
  if (!meta.isDocPage || meta.noIndex) return null;
  const body = $('article .theme-doc-markdown').first();
  if (body.length === 0) return null;

  const breadcrumb = $('article .theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_, item) => cleanText($(item).text()))
    .get()
    .find((text) => text.length > 0);
  const title = cleanText(body.find('h1').first().text()) || cleanText(($('title').text().split(' | ')[0] ?? ''));
  const sections: SectionEntry[] = [{ a: '', l: 1, h: '', c: [] }];

  const visit = (node: AnyNode): void => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    const tag = element.name;
    if (SKIP_TAGS.has(tag) || SKIP_CLASS.test(element.attribs.class ?? '')) return;
    const heading = HEADING.exec(tag);
    if (heading) {
      const level = Number(heading[1]);
      if (level >= 2) sections.push({ a: element.attribs.id ?? '', l: level, h: ownText(element, true), c: [] });
      return;
    }
    if (BLOCK_TAGS.has(tag)) {
      const text = ownText(element, false);
      if (text) sections.at(-1)!.c.push(...splitLong(text));
    }
    for (const child of element.children) visit(child);
  };
  for (const child of body.children().toArray()) visit(child);

  // Front matter keywords, as Docusaurus writes them into the head: comma-separated.
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map((keyword) => cleanText(keyword))
    .filter((keyword) => keyword.length > 0);
  const page: PageEntry = {
    u: context.url,
    h: [breadcrumb ?? context.fallbackSection, title],
    s: sections.filter((section) => section.l > 1 || section.c.length > 0),
  };
  if (keywords.length > 0) page.k = keywords;
  return { page, meta };
}

/**
 * The text of an element without the text of its block children (visited on their own) and of
 * skipped elements. Headings also drop the hash-link.
 */
function ownText(element: Element, isHeading: boolean): string {
  let text = '';
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      text += (node as unknown as { data: string }).data;
      return;
    }
    if (node.type !== 'tag') return;
    const child = node as Element;
    if (SKIP_TAGS.has(child.name) || SKIP_CLASS.test(child.attribs.class ?? '')) return;
    if (!isHeading && (BLOCK_TAGS.has(child.name) || HEADING.test(child.name))) return;
    if (child.name === 'br') text += ' ';
    for (const grandChild of child.children) walk(grandChild);
  };
  for (const child of element.children) walk(child);
  return cleanText(text);
}

/** Collapses whitespace and drops zero-width characters (Docusaurus puts U+200B in hash-links). */
export function cleanText(text: string): string {
  return text.replace(/[\u200b-\u200d\ufeff]/g, '').replace(/\s+/g, ' ').trim();
}

/** Splits a very long block at sentence ends so a record stays small and its snippet relevant. */
function splitLong(text: string): string[] {
  if (text.length <= MAX_BLOCK_CHARS) return [text];
  const sentences = text.match(/[^。．！？.!?]+[。．！？.!?]?\s*/gu) ?? [text];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > MAX_BLOCK_CHARS) {
      out.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
