/** One parity problem, phrased for the maintainer who has to fix it. */
export type Problem = string;

/** Messages of a Docusaurus translation file: `{ id: { message, description } }`. */
export type TranslationFile = Record<string, { message: string; description?: string }>;

const HEADING_ID = /\{#([\w-]+)\}/g;

/** The explicit heading ids of a page, in order. */
export function headingIds(source: string): string[] {
  return [...source.matchAll(HEADING_ID)].map((match) => match[1]!);
}

/** Pages present in one locale only (paths relative to each locale's docs root). */
export function missingPages(english: readonly string[], japanese: readonly string[]): Problem[] {
  const ja = new Set(japanese);
  const en = new Set(english);
  return [
    ...english.filter((page) => !ja.has(page)).map((page) => `${page}: no Japanese page`),
    ...japanese.filter((page) => !en.has(page)).map((page) => `${page}: Japanese page without an English one`),
  ];
}

/** Heading ids that differ between the two versions of a page. */
export function headingMismatch(page: string, english: string, japanese: string): Problem[] {
  const en = headingIds(english).join(',');
  const ja = headingIds(japanese).join(',');
  return en === ja ? [] : [`${page}: heading ids differ (en: ${en || 'none'}; ja: ${ja || 'none'})`];
}

/**
 * UI strings with no Japanese: ids missing from the ja file, and messages equal to the English
 * unless the id is allowed to stay the same (brand names and the like).
 */
export function untranslated(
  file: string,
  englishById: ReadonlyMap<string, string>,
  japanese: TranslationFile,
  allowedSame: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [id, english] of englishById) {
    const ja = japanese[id]?.message;
    if (ja === undefined) problems.push(`${file}: "${id}" has no Japanese`);
    else if (ja.trim() === english.trim() && !allowedSame.has(id)) {
      problems.push(`${file}: "${id}" is still English ("${english}")`);
    }
  }
  return problems;
}

const TRANSLATE_CALL = /translate\(\s*\{\s*id:\s*'([^']+)',\s*message:\s*'((?:[^'\\]|\\.)*)'/g;
const TRANSLATE_ELEMENT = /<Translate\s+id="([^"]+)"[^>]*>\s*(?:\{'([^']*)'\}|([^<{]+))\s*<\/Translate>/g;

/** The UI strings declared in a source file with `translate({id, message})` or `<Translate id>`. */
export function declaredMessages(source: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const match of source.matchAll(TRANSLATE_CALL)) messages.set(match[1]!, match[2]!.replace(/\\'/g, "'"));
  for (const match of source.matchAll(TRANSLATE_ELEMENT)) {
    messages.set(match[1]!, (match[2] ?? match[3] ?? '').replace(/\s+/g, ' ').trim());
  }
  return messages;
}
