/**
 * A larger site made from the real one, to measure search at the size the site is heading for
 * (a fixture for scripts/search-bench.ts, never shipped): the real pages, then pages that each
 * recombine 3–8 sections of different real pages under a title made from two real ones.
 * Deterministic for a seed. Its vocabulary is the real pages' (new pages add words a real site
 * would also add, so the dictionary it gives is a lower bound).
 */
import type { PageEntry } from '../../plugins/local-search/client/records';

/** A small seeded generator (mulberry32): the same corpus on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The real pages followed by synthetic ones up to `target` pages, under `baseUrl`synthetic/N/. */
export function syntheticPages(pages: readonly PageEntry[], target: number, baseUrl: string, seed = 1): PageEntry[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const withText = pages.filter((page) => page.s.some((section) => section.c.length > 0));
  if (withText.length < 2) throw new Error('synthetic corpus: need at least two real pages with text');
  const out = [...pages];
  for (let n = 1; out.length < target; n += 1) {
    const count = 3 + Math.floor(next() * 6);
    const sources = new Set<PageEntry>();
    while (sources.size < Math.min(count, withText.length)) sources.add(pick(withText));
    const sections = [...sources].map((page) => {
      const section = pick(page.s.filter((candidate) => candidate.c.length > 0));
      return { ...section, a: section.a || `part-${sources.size}`, l: Math.max(2, section.l), h: section.h || page.h[1] };
    });
    const [first, second] = [...sources];
    out.push({ u: `${baseUrl}synthetic/${n}/`, h: [first!.h[0], `${sections[0]!.h} ${second!.h[1]}`], s: sections });
  }
  return out;
}
