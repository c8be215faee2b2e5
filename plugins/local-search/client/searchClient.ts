import type { LocalIndex, LocalSearchOptions, SearchRequest, SearchResponse } from './engine';
import { META_FILE } from './records';
import type { ReadJson } from './store';
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
  constructor(what: string, cause: unknown) {
    super(`Unreachable hosts: ${what} could not be loaded (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
}

const indexes = new Map<string, Promise<LocalIndex>>();

/**
 * Opens a locale's index (its `search-index/` folder URL) once per page life: the meta file and the
 * engine's code, fetched together; concurrent callers share them. A failure is not cached, so
 * the next keystroke retries. Shards and pages are fetched later, by the searches.
 */
export function loadLocalIndex(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<LocalIndex> {
  const cached = indexes.get(url);
  if (cached) return cached;
  const read: ReadJson = async (file) => {
    // The file's URL goes into every failure: a network error alone ("Failed to fetch") names none.
    const response = await fetchImpl(url + file, { credentials: 'same-origin' }).catch((error: unknown) => {
      throw new Error(`${url + file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url + file}`);
    return response.json();
  };
  const loading = (async () => {
    const started = performance.now();
    try {
      const meta = read(META_FILE);
      // Handled below, once the engine's code is here; until then a failure must not count as unhandled.
      meta.catch(() => undefined);
      // Named so that its file can be told apart (tests, the bench) from the route chunks.
      const engine = await import(/* webpackChunkName: "search-engine" */ './engine');
      const index = await engine.LocalIndex.open((file) => (file === META_FILE ? meta : read(file)));
      index.warmUp();
      measureSince(TIMING_LOAD, started, { url });
      return index;
    } catch (error) {
      indexes.delete(url);
      throw new IndexUnavailableError(`the search index ${url}`, error);
    }
  })();
  indexes.set(url, loading);
  return loading;
}

/** Starts loading an index without waiting (button focus or hover); errors surface on search. */
export function prefetchLocalIndex(url: string): void {
  loadLocalIndex(url).catch(() => undefined);
}

/** Options of {@link createLocalSearchClient}: the engine's, with the query an answer cut short was for. */
export type LocalSearchClientOptions = Omit<LocalSearchOptions, 'onComplete'> & {
  /** An answer to `query` was cut short by `firstAnswerFiles`; it could now be given whole. */
  onComplete?: (query: string) => void;
};

/**
 * An Algolia-compatible client over a local index: answers every request of a multi-query
 * with `hits`, `nbHits`, `page`, `nbPages`, highlight and snippet results. Hit URLs are made
 * absolute with `options.origin` (DocSearch needs absolute URLs); with `maxHitsPerGroup`, only
 * the hits DocSearch's modal shows are returned (and only their pages fetched). A search asked
 * again while the same one runs shares its answer: DocSearch asks twice when the reader types
 * before its dialog has mounted, and the second would double the work of the slowest search.
 */
export function createLocalSearchClient(getIndex: () => Promise<LocalIndex>, options: LocalSearchClientOptions): SearchClientLike {
  const agent = { value: 'local-search', add: () => agent };
  const running = new Map<string, Promise<{ results: SearchResponse[] }>>();
  const run = async (requests: readonly SearchRequest[]): Promise<{ results: SearchResponse[] }> => {
    const index = await getIndex();
    const started = performance.now();
    const query = requests[0]?.query ?? '';
    const engineOptions: LocalSearchOptions = { ...options, onComplete: options.onComplete && (() => options.onComplete!(query)) };
    // A shard or page that cannot be fetched is reported as the index itself would be.
    const results = await Promise.all(requests.map((request) => index.search(request, engineOptions))).catch((error: unknown) => {
      throw new IndexUnavailableError(`a file of the ${index.locale} search index`, error);
    });
    measureSince(TIMING_QUERY, started, { query, nbHits: results[0]?.nbHits ?? 0 });
    return { results };
  };
  return {
    search(params) {
      const requests = requestsOf(params);
      const key = JSON.stringify(requests);
      let answer = running.get(key);
      if (!answer) {
        answer = run(requests).finally(() => running.delete(key));
        running.set(key, answer);
      }
      return answer;
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
