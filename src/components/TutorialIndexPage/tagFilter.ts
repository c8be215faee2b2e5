const PARAM = 'tag';

/** The tag selected in the query string, or null when absent or not a known tag. */
export function readTagParam(search: string, knownTags: readonly string[]): string | null {
  const tag = new URLSearchParams(search).get(PARAM);
  return tag !== null && knownTags.includes(tag) ? tag : null;
}

/** The query string with the tag set (or removed for null), other parameters kept. */
export function withTagParam(search: string, tag: string | null): string {
  const params = new URLSearchParams(search);
  if (tag === null) params.delete(PARAM);
  else params.set(PARAM, tag);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The items carrying the tag, or all of them for null. */
export function filterByTag<T extends { tags: readonly string[] }>(items: readonly T[], tag: string | null): T[] {
  return tag === null ? [...items] : items.filter((item) => item.tags.includes(tag));
}
