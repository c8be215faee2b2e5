import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INDEX_DIR, META_FILE, type PageEntry, type RecordSource } from '../client/records';
import { writeCompressedCopies } from '../../../lib/compress';
import { extractPage } from './extract';
import { indexFiles } from './files';

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
  /** Term shards written. */
  shards: number;
  /** Words of the typo-tolerance dictionary. */
  words: number;
  /** The meta file, raw and brotli. */
  metaBytes: number;
  metaBrotliBytes: number;
  /** All files, raw and brotli. */
  bytes: number;
  brotliBytes: number;
  ms: number;
  /** The locale's search folder. */
  dir: string;
}

/** Where a route's HTML file is in the locale's build folder. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return path.join(outDir, relative, relative.endsWith('.html') ? '' : 'index.html');
}

/** Reads every built doc page of a locale (without writing anything). */
export async function collectPages(options: BuildIndexOptions): Promise<RecordSource> {
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
  return { locale, docusaurusTag, pages };
}

/** Builds and writes a locale's index folder (replacing an older one); returns the figures to log. */
export async function buildIndex(options: BuildIndexOptions): Promise<BuildIndexStats> {
  const started = performance.now();
  const { meta, files } = indexFiles(await collectPages(options));
  const dir = path.join(options.outDir, INDEX_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, meta.key), { recursive: true });
  // Compressed here, not left to the precompress plugin, whose postBuild runs at the same time and
  // may list the folder before these files exist. Same settings, off the main thread.
  let bytes = 0;
  let brotliBytes = 0;
  let metaBrotliBytes = 0;
  const entries = [...files];
  for (let i = 0; i < entries.length; i += CONCURRENCY) {
    await Promise.all(
      entries.slice(i, i + CONCURRENCY).map(async ([name, text]) => {
        const file = path.join(dir, name);
        const data = Buffer.from(text);
        const [, compressed] = await Promise.all([writeFile(file, data), writeCompressedCopies(file, data)]);
        bytes += data.length;
        brotliBytes += compressed.br;
        if (name === META_FILE) metaBrotliBytes = compressed.br;
      }),
    );
  }
  return {
    locale: options.locale,
    pages: meta.pages,
    records: meta.count,
    shards: meta.shards.length + 1,
    words: meta.words.length,
    metaBytes: files.get(META_FILE)!.length,
    metaBrotliBytes,
    bytes,
    brotliBytes,
    ms: Math.round(performance.now() - started),
    dir,
  };
}
