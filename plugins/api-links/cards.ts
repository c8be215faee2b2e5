// The hover cards' data (issue #23): for each API name a built locale links to (`data-api` of
// plugins/api-links/remark.ts), its signature and the first sentence of its doc comment, from the
// engine's d.ts, written next to the locale's pages as one JSON file the browser fetches on the
// first hover or focus.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findMember, type ApiIndex } from '../../lib/engine-api';

/** The file each locale's build holds, at its base URL. */
export const CARDS_FILE = 'api-cards.json';

/** One card: `s` the signature, `d` the first sentence (English, the engine's own). */
export interface ApiCard {
  s: string;
  d: string;
}

/** The attribute, its value quoted or not (the build's minifier drops quotes where HTML allows). */
const DATA_API = /\sdata-api=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** The API names the `data-api` attributes of an HTML page carry. */
export function apiNamesInHtml(html: string): string[] {
  return [...html.matchAll(DATA_API)].map((match) => match[1] ?? match[2] ?? match[3] ?? '').filter(Boolean);
}

/** The card of `Class`, `Class#member` or a top-level `name`, or undefined when the index has no such page. */
export function cardFor(index: ApiIndex, name: string): ApiCard | undefined {
  const [typeName = '', memberName] = name.split('#');
  const declaration = index.declarations.get(typeName);
  if (!declaration) return undefined;
  if (memberName === undefined) return { s: declaration.signature, d: declaration.summary };
  const member = findMember(index, typeName, memberName);
  if (!member) return undefined;
  // An undocumented override shows its base's comment, as its page does.
  let documented = member.entries.find((entry) => entry.documented);
  for (let base = member.owner.extends; !documented && base; base = index.declarations.get(base)?.extends) {
    documented = findMember(index, base, memberName)?.entries.find((entry) => entry.documented);
  }
  const entry = documented ?? member.entries[0];
  return entry ? { s: entry.signature, d: entry.summary } : undefined;
}

/** The cards of `names`, sorted by name so the file is the same for the same pages. */
export function buildCards(index: ApiIndex, names: Iterable<string>): Record<string, ApiCard> {
  const cards: Record<string, ApiCard> = {};
  for (const name of [...new Set(names)].sort()) {
    const card = cardFor(index, name);
    if (card) cards[name] = card;
  }
  return cards;
}

/** The HTML files of one locale's output, leaving out the folders of the other locales built into it. */
export function htmlFilesOf(outDir: string, otherLocales: readonly string[]): string[] {
  const skip = new Set(otherLocales);
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skip.has(path.relative(outDir, file).split(path.sep)[0] ?? ''));
}

/** Reads every page of a locale's output and returns its cards. */
export function cardsOfBuild(index: ApiIndex, outDir: string, otherLocales: readonly string[]): { cards: Record<string, ApiCard>; pages: number } {
  const files = htmlFilesOf(outDir, otherLocales);
  const names = files.flatMap((file) => apiNamesInHtml(readFileSync(file, 'utf8')));
  return { cards: buildCards(index, names), pages: files.length };
}
