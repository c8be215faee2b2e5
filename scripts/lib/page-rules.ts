import { extractCodeBlocks } from './code-blocks';

/** What a page's front matter must carry. */
export interface PageFacts {
  frontMatter: Record<string, unknown>;
  body: string;
}

const PLACEHOLDERS = /準備中|lorem ipsum|\bTODO\b|\bTBD\b|coming soon/i;

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
 * placeholder text, and, for tutorials, tags that differ from the manifest's.
 */
export function pageProblems(page: PageFacts, manifestTags: readonly string[] | null): string[] {
  const problems: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const value = page.frontMatter[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`front matter has no ${field}`);
  }
  const prose = proseOf(page.body);
  if (/^# /m.test(prose)) problems.push('the body has an H1; the front-matter title is the page heading');
  const placeholder = PLACEHOLDERS.exec(prose);
  if (placeholder) problems.push(`placeholder text "${placeholder[0]}"`);
  if (manifestTags !== null) {
    const tags = Array.isArray(page.frontMatter.tags) ? (page.frontMatter.tags as unknown[]).map(String) : [];
    const expected = [...manifestTags].sort().join(', ');
    if ([...tags].sort().join(', ') !== expected) problems.push(`tags [${tags.join(', ')}] differ from the manifest's [${expected}]`);
  }
  return problems;
}
