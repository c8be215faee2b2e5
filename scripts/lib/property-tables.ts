import { proseOf } from './page-rules';

/** One row of a property table: a property named in code font and the default the page states. */
export interface DefaultClaim {
  property: string;
  /** The Default cell as written (Markdown). */
  cell: string;
  /** 1-based line of the row in the page. */
  line: number;
  /** Id of the nearest heading above the table (`{#text-properties}`), or '' before any. */
  section: string;
  /** The class a lead-in line names as the table's subject (`` `SoundSlot`: ``), or '' for the component itself. */
  subject: string;
}

const PROPERTY_HEADERS = /^(property|プロパティ)$/i;
const DEFAULT_HEADERS = /^(default|既定値|デフォルト)$/i;
/** A cell that is one code span holding an identifier (a property name). */
const PROPERTY_CELL = /^`([A-Za-z_$][\w$]*)`$/;

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    // A `\|` inside a cell is a literal bar, not a column break.
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/**
 * The default values a page claims in its property tables: every Markdown table with a column
 * titled Default (既定値) and a column of property names in code font (the column titled
 * Property/プロパティ, else the first column). Tables without a Default column are not claims.
 */
export function defaultClaims(page: string): DefaultClaim[] {
  const lines = proseOf(page).split('\n');
  const claims: DefaultClaim[] = [];
  let section = '';
  for (let index = 0; index < lines.length; index += 1) {
    const header = lines[index] ?? '';
    const heading = /^#{2,6} .*\{#([\w-]+)\}\s*$/.exec(header);
    if (heading) section = heading[1] ?? '';
    const separator = lines[index + 1] ?? '';
    if (!header.trim().startsWith('|') || !/^\s*\|?\s*:?-{3,}/.test(separator)) continue;
    const titles = cellsOf(header);
    const defaultColumn = titles.findIndex((title) => DEFAULT_HEADERS.test(title));
    if (defaultColumn < 0) continue;
    const named = titles.findIndex((title) => PROPERTY_HEADERS.test(title));
    let before = index - 1;
    while (before >= 0 && (lines[before] ?? '').trim() === '') before -= 1;
    const subject = /^`([A-Z]\w*)`[:：]$/.exec((lines[before] ?? '').trim())?.[1] ?? '';
    const propertyColumn = named >= 0 ? named : 0;
    for (index += 2; index < lines.length && (lines[index] ?? '').trim().startsWith('|'); index += 1) {
      const cells = cellsOf(lines[index] ?? '');
      const property = PROPERTY_CELL.exec(cells[propertyColumn] ?? '')?.[1];
      const cell = cells[defaultColumn];
      if (property && cell !== undefined) claims.push({ property, cell, line: index + 1, section, subject });
    }
  }
  return claims;
}

/** A value a Default cell can state: what the live component's value is compared with. */
export type StatedValue = number | string | boolean | null | StatedValue[] | { constant: string } | { emptyObject: true };

const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)(e-?\d+)?$|^-?Infinity$/;

function parseValue(text: string): StatedValue | undefined {
  const value = text.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (value === 'null') return null;
  if (NUMBER.test(value)) return Number(value);
  const quoted = /^(['"])(.*)\1$/.exec(value);
  if (quoted) return quoted[2] ?? '';
  if (value === '{}') return { emptyObject: true };
  const list = /^\[(.*)\]$/.exec(value)?.[1] ?? /^(?:new\s+)?(?:Vec[234]|Color|Quat)?\((.*)\)$/.exec(value)?.[1];
  if (list !== undefined) return list.trim() === '' ? [] : parseList(list);
  if (/^[A-Z][A-Z0-9_]*$/.test(value)) return { constant: value };
  if (value.includes(',')) return parseList(value);
  return undefined;
}

function parseList(text: string): StatedValue[] | undefined {
  const items = text.split(',').map(parseValue);
  return items.every((item) => item !== undefined) ? (items as StatedValue[]) : undefined;
}

/**
 * The value a Default cell states, when the cell is exactly one code span holding a literal
 * (`1`, `true`, `null`, `'box'`, `[0, 0, 0]`, `(0, 0, 0)`, `0.75, 0.75, 0.75, 1`, `Vec3(0, 1, 0)`, `{}`) or an
 * engine constant (`LAYERID_WORLD`); undefined for prose, several spans or anything else.
 */
export function statedValue(cell: string): StatedValue | undefined {
  const span = /^`([^`]+)`$/.exec(cell.trim());
  return span ? parseValue(span[1] ?? '') : undefined;
}
