import type { LocalIndex, LocalSearchOptions, SearchRequest, SearchResponse } from './engine';
import { INDEX_FORMAT_VERSION, type IndexFile } from './records';
import { measureSince, TIMING_LOAD, TIMING_QUERY } from './timing';

// The engine (the query evaluator and the analyser) is imported on demand: it never ships in the first load.

/** What DocSearch's modal and the search page call: Algolia's `search()` shape, multi-request. */
export interface SearchClientLike {
  search: (params: { requests: readonly SearchRequest[] } | readonly SearchRequest[]) => Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (options: { segment: string; version?: string }) => unknown } };
}

/**
 * DocSearch shows its error screen only for errors named like the Algolia transporter's
 * (`RetryError`, "Unreachable hosts"), so a failed index download is reported the same way.
 */
export class IndexUnavailableError extends Error {
  override readonly name = 'RetryError';
  constructor(url: string, cause: unknown) {
    super(`Unreachable hosts: the search index ${url} could not be loaded`, { cause });
  }
}

const indexes = new Map<string, Promise<LocalIndex>>();

/**
 * Downloads and builds a locale's index once per page life; concurrent callers share the
 * download. A failure is not cached, so the next keystroke retries.
 */
export function loadLocalIndex(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<LocalIndex> {
  const cached = indexes.get(url);
  if (cached) return cached;
  const loading = (async () => {
    const started = performance.now();
    try {
      const response = await fetchImpl(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const [file, engine] = await Promise.all([response.json() as Promise<IndexFile>, import('./engine')]);
      if (file.version !== INDEX_FORMAT_VERSION) throw new Error(`index format ${String(file.version)}, expected ${INDEX_FORMAT_VERSION}`);
      // The index is prebuilt: this only wraps the parsed file, no text is analysed here.
      const index = new engine.LocalIndex(file);
      index.warmUp();
      measureSince(TIMING_LOAD, started, { url });
      return index;
    } catch (error) {
      indexes.delete(url);
      throw new IndexUnavailableError(url, error);
    }
  })();
  indexes.set(url, loading);
  return loading;
}

/** Starts loading an index without waiting (button focus or hover); errors surface on search. */
export function prefetchLocalIndex(url: string): void {
  loadLocalIndex(url).catch(() => undefined);
}

/**
 * An Algolia-compatible client over a local index: answers every request of a multi-query
 * with `hits`, `nbHits`, `page`, `nbPages`, highlight and snippet results. Hit URLs are made
 * absolute with `options.origin` (DocSearch needs absolute URLs); with `maxHitsPerGroup`, only
 * the hits DocSearch's modal shows get highlights and snippets.
 */
export function createLocalSearchClient(getIndex: () => Promise<LocalIndex>, options: LocalSearchOptions): SearchClientLike {
  const agent = { value: 'local-search', add: () => agent };
  return {
    async search(params) {
      const index = await getIndex();
      const started = performance.now();
      const requests = requestsOf(params);
      const results = requests.map((request) => index.search(request, options));
      measureSince(TIMING_QUERY, started, { query: requests[0]?.query ?? '', nbHits: results[0]?.nbHits ?? 0 });
      return { results };
    },
    addAlgoliaAgent: () => undefined,
    transporter: { algoliaAgent: agent },
  };
}

/** The requests of a multi-query, in either of the shapes Algolia's `search()` accepts. */
export function requestsOf<T extends { indexName?: string }>(params: { requests: readonly T[] } | readonly T[]): readonly T[] {
  return Array.isArray(params) ? (params as readonly T[]) : (params as { requests: readonly T[] }).requests;
}

/**
 * The requests with index `from` renamed `to`: DocSearch's modal is given a per-locale storage
 * name (its recent searches are keyed by it) while the hosted index has one name (spec §7).
 */
export function renameIndex<T extends { indexName?: string }>(requests: readonly T[], from: string, to: string): T[] {
  return requests.map((request) => (request.indexName === from && from !== to ? { ...request, indexName: to } : request));
}
