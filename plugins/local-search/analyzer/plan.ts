import { boundedLevenshtein, typoTolerance } from './distance';
import { keyOf, synonymTable, type SynonymTable } from './synonyms';
import { parseQuery, type QueryUnit } from './tokenize';

/** Longest synonym written as several words ("depth of field"). */
const MAX_SYNONYM_UNITS = 3;

/**
 * One slot of a query: found when any alternative is found; an alternative is found when all of
 * its units are. The first alternative is what the reader typed; the others are synonyms.
 */
export type QuerySlot = QueryUnit[][];

/** A parsed query: every slot must be found. Empty for a query with nothing searchable. */
export interface QueryPlan {
  slots: QuerySlot[];
  /** Every unit of every alternative, for highlighting. */
  units: QueryUnit[];
}

/** Parses a query and expands synonyms (also several-word ones) into alternatives. */
export function planQuery(query: string, locale: string): QueryPlan {
  const parsed = parseQuery(query, locale);
  const table = synonymTable(locale);
  const slots: QuerySlot[] = [];
  for (let i = 0; i < parsed.length; ) {
    let matched = false;
    for (let size = Math.min(MAX_SYNONYM_UNITS, parsed.length - i); size >= 1; size -= 1) {
      const window = parsed.slice(i, i + size);
      const alternatives = table.get(keyOf(window));
      if (alternatives) {
        slots.push([window, ...alternatives.map((units) => units.map((unit) => ({ ...unit })))]);
        i += size;
        matched = true;
        break;
      }
    }
    if (!matched) {
      // A misspelt name still finds the other names of its concept (リジッドボデー → 剛体).
      const unit = parsed[i]!;
      const near = nearSynonym(table, unit.word);
      slots.push(near ? [[unit], ...near.map((units) => units.map((other) => ({ ...other })))] : [[unit]]);
      i += 1;
    }
  }
  return { slots, units: slots.flat(2) };
}

/** The synonyms of the one-word entry closest to a word within its typo tolerance, if any. */
function nearSynonym(table: SynonymTable, word: string): readonly QueryUnit[][] | undefined {
  const max = typoTolerance(word.length);
  if (max === 0) return undefined;
  let best: { distance: number; alternatives: readonly QueryUnit[][] } | undefined;
  for (const [key, alternatives] of table) {
    if (key.includes(' ') || Math.abs(key.length - word.length) > max) continue;
    const distance = boundedLevenshtein(word, key, max);
    if (distance <= max && (!best || distance < best.distance)) best = { distance, alternatives };
  }
  return best?.alternatives;
}
