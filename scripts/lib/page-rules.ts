import { extractCodeBlocks } from './code-blocks';

/** What a page's front matter must carry. */
export interface PageFacts {
  frontMatter: Record<string, unknown>;
  body: string;
}

// TODO and TBD count only in capitals: a to-do list app (the PCUI example, its route todo-list) is content.
const PLACEHOLDERS = [/準備中|lorem ipsum|coming soon/i, /\bTODO\b|\bTBD\b/];
/** An inline code span (CommonMark: a run of backticks closed by a run of the same length). */
const INLINE_CODE = /(`+)(.+?)(?<!`)\1(?!`)/g;
/** Hiragana, katakana and Han ideographs. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Inline code spans of the prose that hold Japanese: code font is for what a reader types into code. */
export function japaneseInCode(prose: string): string[] {
  return prose.split('\n').flatMap((line) =>
    [...line.matchAll(INLINE_CODE)].filter((match) => JAPANESE.test(match[2] ?? '')).map((match) => match[0]),
  );
}

/** The body with fenced code blocks blanked out, so rules about prose ignore code. */
export function proseOf(body: string): string {
  const lines = body.split(/\r?\n/);
  for (const block of extractCodeBlocks(body)) {
    const codeLines = block.code.split('\n').length;
    for (let line = block.line - 2; line <= block.line - 1 + codeLines && line < lines.length; line += 1) lines[line] = '';
  }
  return lines.join('\n');
}

/**
 * Problems of one page: missing title or description, an H1 in the body (the title is the H1),
 * placeholder text, Japanese inside inline code, and, for tutorials, tags that differ from the manifest's.
 */
export function pageProblems(page: PageFacts, manifestTags: readonly string[] | null): string[] {
  const problems: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const value = page.frontMatter[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`front matter has no ${field}`);
  }
  const prose = proseOf(page.body);
  if (/^# /m.test(prose)) problems.push('the body has an H1; the front-matter title is the page heading');
  const placeholder = PLACEHOLDERS.map((pattern) => pattern.exec(prose)).find((match) => match !== null);
  if (placeholder) problems.push(`placeholder text "${placeholder[0]}"`);
  for (const code of japaneseInCode(prose)) problems.push(`Japanese inside code font: ${code} (write identifiers, explain in prose)`);
  if (manifestTags !== null) {
    const tags = Array.isArray(page.frontMatter.tags) ? (page.frontMatter.tags as unknown[]).map(String) : [];
    const expected = [...manifestTags].sort().join(', ');
    if ([...tags].sort().join(', ') !== expected) problems.push(`tags [${tags.join(', ')}] differ from the manifest's [${expected}]`);
  }
  return problems;
}
