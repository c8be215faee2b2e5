import { escapeText } from './convert';

/** A page as the llms files list it. */
export interface PageEntry {
  /** The page's route (`/ja/tutorials/orbit-camera/`). */
  permalink: string;
  title: string;
  description?: string;
  /** The page's Markdown (`toMarkdown`). */
  markdown: string;
}

/** Headings of the llms.txt sections, by a route's first folder below the locale. */
export const SECTION_TITLES: Readonly<Record<'en' | 'ja', Record<string, string>>> = {
  en: { 'user-manual': 'User Manual', tutorials: 'Tutorials', 'shader-editor': 'Shader Editor', other: 'Other pages' },
  ja: { 'user-manual': 'ユーザーマニュアル', tutorials: 'チュートリアル', 'shader-editor': 'シェーダーエディター', other: 'その他のページ' },
};

/** Where a route's Markdown is served: `/a/b/` → `/a/b/index.md` (the folder's index.html has its index.md beside it). */
export function markdownPathOf(permalink: string): string {
  return `${permalink.endsWith('/') ? permalink : `${permalink}/`}index.md`;
}

/** The route's first folder below the locale's base URL. */
function sectionOf(permalink: string, baseUrl: string): string {
  return permalink.slice(baseUrl.length).split('/')[0] ?? '';
}

/**
 * llms.txt (https://llmstxt.org): the site's name, a one-line summary, then one link per page to
 * its Markdown with the page's description, grouped by section in the order given.
 */
export function llmsTxt(options: { siteTitle: string; summary: string; siteUrl: string; baseUrl: string; locale: 'en' | 'ja'; fullUrl: string; pages: readonly PageEntry[] }): string {
  const { siteTitle, summary, siteUrl, baseUrl, locale, pages } = options;
  const titles = SECTION_TITLES[locale];
  const sections = new Map<string, string[]>();
  for (const page of pages) {
    const key = titles[sectionOf(page.permalink, baseUrl)] ? sectionOf(page.permalink, baseUrl) : 'other';
    const line = `- [${escapeText(page.title)}](${siteUrl}${markdownPathOf(page.permalink)})${page.description ? `: ${escapeText(page.description)}` : ''}`;
    sections.set(key, [...(sections.get(key) ?? []), line]);
  }
  const intro = locale === 'ja' ? `全ページの本文: ${options.fullUrl}` : `The full text of every page: ${options.fullUrl}`;
  const parts = [`# ${siteTitle}`, '', `> ${summary}`, '', intro];
  for (const [key, lines] of sections) parts.push('', `## ${titles[key] ?? key}`, '', ...lines);
  return `${parts.join('\n')}\n`;
}

/** llms-full.txt: every page's Markdown, each followed by its URL and separated by a rule. */
export function llmsFullTxt(siteUrl: string, pages: readonly PageEntry[]): string {
  return pages.map((page) => page.markdown.replace(/^(# [^\n]*\n)/, `$1\nURL: ${siteUrl}${page.permalink}\n`)).join('\n---\n\n');
}
