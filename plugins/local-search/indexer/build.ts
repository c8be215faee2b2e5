import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INDEX_FILE_NAME, INDEX_FORMAT_VERSION, expandRecords, type IndexFile, type PageEntry } from '../client/records';
import { writeCompressedCopies } from '../../../lib/compress';
import { extractPage } from './extract';
import { invertRecords } from './invert';

/** Labels of the docs sections, used as lvl0 when a page has no breadcrumb category. */
const SECTION_LABELS: Record<string, Record<string, string>> = {
  en: { 'user-manual': 'User Manual', tutorials: 'Tutorials', 'shader-editor': 'Shader Editor' },
  ja: { 'user-manual': 'ユーザーマニュアル', tutorials: 'チュートリアル', 'shader-editor': 'シェーダーエディター' },
};
/** How many pages are read at once: enough to overlap I/O, few enough for a 2-core machine. */
const CONCURRENCY = 16;

export interface BuildIndexOptions {
  /** The locale's build folder (build/ or build/ja/). */
  outDir: string;
  /** The locale's base URL (/ or /ja/). */
  baseUrl: string;
  locale: string;
  /** Every route of the locale, with the base URL, as Docusaurus lists them after a build. */
  routesPaths: readonly string[];
}

export interface BuildIndexStats {
  locale: string;
  pages: number;
  records: number;
  /** Distinct index terms. */
  terms: number;
  bytes: number;
  gzipBytes: number;
  ms: number;
  file: string;
}

/** Where a route's HTML file is in the locale's build folder. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return path.join(outDir, relative, relative.endsWith('.html') ? '' : 'index.html');
}

/** Reads every built doc page of a locale and returns its records and inverted index (without writing them). */
export async function collectIndex(options: BuildIndexOptions): Promise<IndexFile> {
  const { outDir, baseUrl, locale } = options;
  const labels = SECTION_LABELS[locale] ?? SECTION_LABELS.en!;
  const routes = [...new Set(options.routesPaths)].filter((route) => !route.endsWith('/404.html') && !/\/search\/$/.test(route)).sort();
  const pages: PageEntry[] = [];
  let docusaurusTag = 'docs-default-current';
  for (let i = 0; i < routes.length; i += CONCURRENCY) {
    const batch = routes.slice(i, i + CONCURRENCY);
    const results = await Promise.all(
      batch.map(async (route) => {
        const file = htmlFileOf(outDir, baseUrl, route);
        const html = await readFile(file, 'utf8').catch(() => null);
        if (html === null) return null;
        const section = route.slice(baseUrl.length).split('/')[0] ?? '';
        try {
          return extractPage(html, { url: route, fallbackSection: labels[section] ?? labels['user-manual']! });
        } catch (error) {
          throw new Error(`local-search: cannot index ${file}`, { cause: error });
        }
      }),
    );
    for (const result of results) {
      if (!result) continue;
      pages.push(result.page);
      if (result.meta.docusaurusTag) docusaurusTag = result.meta.docusaurusTag;
    }
  }
  const source = { locale, docusaurusTag, pages };
  return { version: INDEX_FORMAT_VERSION, ...source, index: invertRecords(expandRecords(source), locale) };
}

/** Builds and writes a locale's index file; returns the figures to log. */
export async function buildIndex(options: BuildIndexOptions): Promise<BuildIndexStats> {
  const started = performance.now();
  const index = await collectIndex(options);
  const json = Buffer.from(JSON.stringify(index));
  const file = path.join(options.outDir, INDEX_FILE_NAME);
  // Compressed here, not left to the precompress plugin, whose postBuild runs at the same time and
  // may list the folder before this file exists. Same settings, off the main thread.
  const [, compressed] = await Promise.all([writeFile(file, json), writeCompressedCopies(file, json)]);
  return {
    locale: options.locale,
    pages: index.pages.length,
    records: index.index.count,
    terms: index.index.terms.length,
    bytes: json.length,
    gzipBytes: compressed.gz,
    ms: Math.round(performance.now() - started),
    file,
  };
}
