import { DEFAULT_HITS_PER_PAGE, DEFAULT_SNIPPET_WORDS, wellFormed } from './constants';
import type { SearchHit, SearchRequest, SearchResponse } from './engine';
import { loadLocalIndex } from './searchClient';
import type { SearchSettings } from './settings';

/** Spec §9: Algolia transporter timeouts (ms); a down host is retried after 2 minutes (the client's default). */
const HOSTED_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 };

export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';

/** One page of results for the search page. */
export type PageSearch = (query: string, page: number) => Promise<SearchResponse>;

/** The request the search page sends, the same as DocSearch's modal apart from paging. */
export function searchPageRequest(settings: SearchSettings, query: string, page: number): SearchRequest & Record<string, unknown> {
  return {
    indexName: settings.indexName,
    query: wellFormed(query),
    page,
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    facetFilters: settings.facetFilters,
    attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
    attributesToSnippet: [`content:${DEFAULT_SNIPPET_WORDS}`],
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    snippetEllipsisText: '…',
  };
}

/**
 * The search function of the search page: the local index, or Algolia through its lite client
 * (loaded on demand, so a local build never ships it).
 */
export function createPageSearch(settings: SearchSettings): PageSearch {
  if (settings.mode === 'local') {
    return async (query, page) => {
      const index = await loadLocalIndex(settings.indexUrl);
      return index.search(searchPageRequest(settings, query, page), window.location.origin);
    };
  }
  let client: Promise<{ search: (params: unknown) => Promise<{ results: unknown[] }> }> | undefined;
  return async (query, page) => {
    client ??= import('algoliasearch/lite').then(({ liteClient }) => {
      const created = liteClient(settings.appId, settings.apiKey, { timeouts: HOSTED_TIMEOUTS });
      created.addAlgoliaAgent('docusaurus', settings.docusaurusVersion);
      return created as unknown as { search: (params: unknown) => Promise<{ results: unknown[] }> };
    });
    const { results } = await (await client).search({ requests: [searchPageRequest(settings, query, page)] });
    return results[0] as SearchResponse;
  };
}

export type { SearchHit, SearchResponse };
