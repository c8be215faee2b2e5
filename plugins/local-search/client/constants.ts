/** The spec's input limit (§5); longer queries are cut, whatever typed them. */
export const MAX_QUERY_LENGTH = 64;
/** Spec §9: 20 hits per page unless the request asks otherwise. */
export const DEFAULT_HITS_PER_PAGE = 20;
/** Spec §9: snippets of 10 words. */
export const DEFAULT_SNIPPET_WORDS = 10;

/** A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with every lone surrogate replaced by U+FFFD (what String.prototype.toWellFormed does).
 * Autofill or an extension can put one in a search box, and encodeURIComponent throws on it.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
