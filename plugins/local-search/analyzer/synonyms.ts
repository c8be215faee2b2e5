import terms from '../../../src/data/terms.json';
import { parseQuery, type QueryUnit } from './tokenize';

/** A prh pattern written as a regular expression (`/エディタ(?!ー)/`) is no word a reader types. */
const isRegExp = (pattern: string) => pattern.startsWith('/') && pattern.lastIndexOf('/') > 0;

/**
 * Groups of words for one concept, from the site's terms file (the same file the Japanese pages are
 * linted with, so writing and search cannot disagree): a query for any member also finds pages
 * that use another member (シェーダー finds "shader", リジッドボディ and rigidbody find 剛体).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ...terms.searchTerms.map((entry) => [entry.term, entry.en, ...(entry.synonyms ?? [])]),
  ...terms.rules
    .filter((rule) => rule.search !== false)
    .map((rule) => [rule.expected, rule.en, ...rule.patterns.filter((pattern) => !isRegExp(pattern)), ...(rule.synonyms ?? [])]),
];

/** Unit lists keyed by the words of a synonym, for one locale (stemming depends on it). */
export type SynonymTable = ReadonlyMap<string, readonly QueryUnit[][]>;

const tables = new Map<string, SynonymTable>();

/** The synonym table of a locale, parsed with the query analyser and cached. */
export function synonymTable(locale: string): SynonymTable {
  const cached = tables.get(locale);
  if (cached) return cached;
  const table = new Map<string, QueryUnit[][]>();
  for (const group of SYNONYM_GROUPS) {
    const parsed = group.map((term) => parseQuery(`${term} `, locale));
    for (const units of parsed) {
      table.set(keyOf(units), parsed.filter((other) => other !== units));
    }
  }
  tables.set(locale, table);
  return table;
}

/** The look-up key of a unit sequence: its matching words. */
export function keyOf(units: readonly QueryUnit[]): string {
  return units.map((unit) => unit.word).join(' ');
}
