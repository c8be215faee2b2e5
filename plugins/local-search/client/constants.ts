/** The spec's input limit (§5); longer queries are cut, whatever typed them. */
export const MAX_QUERY_LENGTH = 64;
/** Spec §9: 20 hits per page unless the request asks otherwise. */
export const DEFAULT_HITS_PER_PAGE = 20;
/** Spec §9: snippets of 10 words. */
export const DEFAULT_SNIPPET_WORDS = 10;
