/** A fenced code block found in a Markdown or MDX page. */
export interface CodeBlock {
  /** Language tag, lower-cased (`js`, `ts`, …). */
  lang: string;
  /** Everything after the language tag on the opening fence. */
  meta: string;
  /** 1-based line of the first code line in the page. */
  line: number;
  code: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

/** Lists the fenced code blocks of a page, in order. Unterminated fences run to the end. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: { fence: string; indent: number; lang: string; meta: string; line: number; body: string[] } | null = null;
  lines.forEach((text, index) => {
    if (open) {
      const close = text.trim();
      if (close.startsWith(open.fence) && /^[`~]+$/.test(close) && close.length >= open.fence.length) {
        blocks.push({ lang: open.lang, meta: open.meta, line: open.line, code: open.body.join('\n') });
        open = null;
      } else {
        open.body.push(text.slice(Math.min(open.indent, text.length - text.trimStart().length)));
      }
      return;
    }
    const match = FENCE.exec(text);
    if (match) {
      const [, indent = '', fence = '```', lang = '', meta = ''] = match;
      open = { fence, indent: indent.length, lang: lang.toLowerCase(), meta: meta.trim(), line: index + 2, body: [] };
    }
  });
  if (open !== null) {
    const last: { lang: string; meta: string; line: number; body: string[] } = open;
    blocks.push({ lang: last.lang, meta: last.meta, line: last.line, code: last.body.join('\n') });
  }
  return blocks;
}

const CHECKED_LANGS: Record<string, 'js' | 'ts'> = {
  js: 'js', javascript: 'js', mjs: 'js', jsx: 'js',
  ts: 'ts', typescript: 'ts', tsx: 'ts',
};

/** Which checker a block needs, or why it is skipped. */
export function checkKind(block: CodeBlock): { kind: 'js' | 'ts' } | { skip: string } {
  const kind = CHECKED_LANGS[block.lang];
  if (!kind) return { skip: `language ${block.lang || 'none'}` };
  const optOut = /no-typecheck="([^"]*)"/.exec(block.meta);
  if (optOut) {
    if (!optOut[1]?.trim()) throw new Error('no-typecheck needs a reason, e.g. no-typecheck="shows a mistake on purpose"');
    return { skip: optOut[1] };
  }
  return { kind };
}
