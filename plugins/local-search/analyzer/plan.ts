import { boundedLevenshtein, typoTolerance } from './distance';
import { keyOf, synonymTable, type SynonymTable } from './synonyms';
import { isKatakanaWord } from './normalize';
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

const typoAlternatives = new WeakSet<readonly QueryUnit[]>();

/**
 * True for an alternative that is there only because the typed word is near a synonym's (a
 * misspelling of it): a search that finds the typed word itself in the index, so no typo, drops
 * it (split is a word of the pages, not a typo for splat).
 */
export function isTypoAlternative(alternative: readonly QueryUnit[]): boolean {
  return typoAlternatives.has(alternative);
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
      const unit = parsed[i]!;
      const parts = splitIntoSynonyms(table, unit, locale);
      if (parts) {
        slots.push([[unit], ...parts]);
        i += 1;
        continue;
      }
      // A misspelt name still finds the other names of its concept (リジッドボデー → 剛体).
      const near = nearSynonym(table, unit.word, [...unit.surface].length);
      const alternatives = near?.map((units) => units.map((other) => ({ ...other }))) ?? [];
      for (const alternative of alternatives) typoAlternatives.add(alternative);
      slots.push([[unit], ...alternatives]);
      i += 1;
    }
  }
  return { slots, units: slots.flat(2) };
}

/** The shortest part of a katakana compound split into synonym entries (コピー folds to コピ). */
const MIN_COMPOUND_PART = 2;

/**
 * A katakana compound made of two words of the synonym table, as the alternatives of every pair
 * of their names (コピーコンポーネント: コピー or copy, then コンポーネント or component): readers
 * write a menu item or label in katakana that the pages keep in English (Copy Component). Undefined
 * when the word is no such compound.
 */
function splitIntoSynonyms(table: SynonymTable, unit: QueryUnit, locale: string): QueryUnit[][] | undefined {
  if (unit.kind !== 'cjk' || !isKatakanaWord(unit.word)) return undefined;
  const chars = [...unit.word];
  for (let cut = chars.length - MIN_COMPOUND_PART; cut >= MIN_COMPOUND_PART; cut -= 1) {
    const [first, second] = [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
    const firstNames = table.get(first);
    const secondNames = table.get(second);
    if (!firstNames || !secondNames) continue;
    const names = (word: string, synonyms: readonly QueryUnit[][]) => [parseQuery(`${word} `, locale), ...synonyms];
    return names(first, firstNames).flatMap((a) => names(second, secondNames).map((b) => [...a, ...b].map((part) => ({ ...part }))));
  }
  return undefined;
}

/**
 * The synonyms of the one-word entry closest to a word within its typo tolerance, if any. The
 * tolerance counts the characters typed (キーボート: five), not the folded word's (キボト: three).
 */
function nearSynonym(table: SynonymTable, word: string, typed: number): readonly QueryUnit[][] | undefined {
  const max = typoTolerance(Math.max(word.length, typed));
  if (max === 0) return undefined;
  let best: { distance: number; alternatives: readonly QueryUnit[][] } | undefined;
  for (const [key, alternatives] of table) {
    if (key.includes(' ') || Math.abs(key.length - word.length) > max) continue;
    const distance = boundedLevenshtein(word, key, max);
    if (distance <= max && (!best || distance < best.distance)) best = { distance, alternatives };
  }
  return best?.alternatives;
}
