import type { LocalIndex } from './engine';

export interface RelevanceCase {
  query: string;
  /** Page path without the locale prefix (/tutorials/basic-cameras/). */
  page: string;
}

export interface RelevanceResult extends RelevanceCase {
  found: boolean;
  /** 1-based rank of the page among the distinct pages found, or null. */
  rank: number | null;
  ms: number;
}

/** How many distinct pages count as "the top": DocSearch shows about this many groups at once. */
export const TOP_PAGES = 5;

/**
 * Runs each query and checks that its page is among the first {@link TOP_PAGES} distinct pages
 * of the hits (several hits of one page count once, as DocSearch groups them).
 */
export async function evaluate(index: LocalIndex, cases: readonly RelevanceCase[], baseUrl: string): Promise<RelevanceResult[]> {
  const results: RelevanceResult[] = [];
  for (const testCase of cases) {
    const started = performance.now();
    const response = await index.search({ query: testCase.query, hitsPerPage: 20 });
    const ms = performance.now() - started;
    const pages = [...new Set(response.hits.map((hit) => hit.url_without_anchor))].slice(0, TOP_PAGES);
    const position = pages.indexOf(`${baseUrl}${testCase.page.replace(/^\//, '')}`);
    results.push({ ...testCase, found: position !== -1, rank: position === -1 ? null : position + 1, ms });
  }
  return results;
}

/** The p-th percentile (0–100) of a list of numbers, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
