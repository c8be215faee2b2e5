import type { SearchHit } from './engine';

export interface HitGroup {
  /** Page path without anchor. */
  page: string;
  title: string;
  lvl0: string;
  hits: SearchHit[];
}

/** Groups hits under their page (their lvl1 parent), pages in the order they first appear. */
export function groupByPage(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const key = hit.url_without_anchor;
    let group = groups.get(key);
    if (!group) {
      group = { page: key, title: hit.hierarchy.lvl1, lvl0: hit.hierarchy.lvl0, hits: [] };
      groups.set(key, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
