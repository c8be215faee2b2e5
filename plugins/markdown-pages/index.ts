import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { precompressAll } from '../../lib/compress';
import { manifest } from '../../src/lib/manifest';
import { llmsTitles, siteDescriptions } from '../../src/data/site-strings';
import { llmsFullTxt, llmsTxt, markdownPathOf } from './llms';
import { convertPages, type Doc } from './pages';

/** Files the plugin writes at each locale's root (the precompress plugin leaves them to this one). */
export const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;

/**
 * Every doc page as Markdown beside its HTML (`/a/b/` → `/a/b/index.md`), and each locale's
 * `llms.txt` (the list of pages) and `llms-full.txt` (all their text), written after the build from
 * the pages' sources, with brotli and gzip copies.
 */
export default function markdownPagesPlugin(context: LoadContext): Plugin {
  const { siteDir, baseUrl, i18n, siteConfig } = context;
  const locale = i18n.currentLocale === 'ja' ? 'ja' : 'en';
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  let docs: Doc[] = [];
  return {
    name: 'markdown-pages',
    async allContentLoaded({ allContent }) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const loaded = content?.loadedVersions.flatMap((version) => version.docs) ?? [];
      const order = new Map(manifest.map((entry, index) => [entry.route, index]));
      const rank = (permalink: string) => order.get(`/${permalink.slice(baseUrl.length)}`) ?? Number.MAX_SAFE_INTEGER;
      // The loaded permalinks have no trailing slash yet (the site's trailingSlash applies to routes later);
      // the pages are folders, and relative links resolve against the folder.
      const withTrailingSlash = (permalink: string) => (permalink.endsWith('/') ? permalink : `${permalink}/`);
      docs = loaded
        .filter((doc) => !doc.unlisted && !doc.draft)
        .map((doc) => ({ source: doc.source, permalink: withTrailingSlash(doc.permalink), title: doc.title, description: doc.description }))
        .sort((a, b) => rank(a.permalink) - rank(b.permalink) || a.permalink.localeCompare(b.permalink));
    },
    async postBuild({ outDir }) {
      const started = performance.now();
      try {
        const pages = convertPages(docs, { siteDir, siteUrl, baseUrl, locale });
        const written: string[] = [];
        const write = async (relative: string, text: string) => {
          const target = path.join(outDir, relative);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, text);
          written.push(target);
        };
        for (const page of pages) await write(markdownPathOf(page.permalink.slice(baseUrl.length - 1)), page.markdown);
        const full = llmsFullTxt(siteUrl, pages);
        await write('llms-full.txt', full);
        await write(
          'llms.txt',
          llmsTxt({ siteTitle: llmsTitles[locale], summary: siteDescriptions[locale], siteUrl, baseUrl, locale, fullUrl: `${siteUrl}${baseUrl}llms-full.txt`, pages }),
        );
        await precompressAll(written);
        console.log(
          `[markdown-pages] ${locale}: ${pages.length} pages as Markdown, llms-full.txt ${(Buffer.byteLength(full) / 1024).toFixed(0)} KB, ${Math.round(performance.now() - started)} ms`,
        );
      } catch (error) {
        throw new Error(`markdown-pages: writing the ${locale} Markdown into ${outDir} failed`, { cause: error });
      }
    },
  };
}

