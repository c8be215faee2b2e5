import path from 'node:path';
import { extractCodeBlocks } from './code-blocks';
import { listFiles } from '../../lib/files';
import { PAGE_DIRS } from './files';

/** Where a module given to the attribute parser comes from. */
export interface ScriptOrigin {
  /** Project-relative file: an example's file or the page holding the block. */
  file: string;
  /** Line of the file where the module's first line is. */
  firstLine: number;
  source: string;
}

const SCRIPT_LANGS = new Set(['js', 'javascript', 'mjs', 'ts', 'typescript']);
/** A class declared as an ESM script: `class X extends Script` (possibly exported already). */
const SCRIPT_CLASS = /^(export\s+)?(class\s+\w+\s+extends\s+Script\b)/gm;

/**
 * Exports every ESM script class of a module: the Editor registers only exported classes, and a
 * standalone example may keep its scripts unexported, but its attributes must still be ones the
 * Editor can show. Lines stay where they were.
 */
export function exportingScripts(source: string): string {
  return source.replace(SCRIPT_CLASS, (_, exported: string | undefined, declaration: string) => (exported ?? 'export ') + declaration);
}

/** True when a module declares at least one ESM script class. */
export const declaresScript = (source: string): boolean => new RegExp(SCRIPT_CLASS.source, 'm').test(source);

/**
 * Every module of the site that declares an ESM script, keyed by the absolute virtual path the
 * parser sees: each file of examples/ (so relative imports between them resolve), and each js/ts
 * block of each page as `/pages/<page>/<n>.mjs`.
 */
export function esmScriptModules(root: string, read: (file: string) => string): Map<string, ScriptOrigin> {
  const modules = new Map<string, ScriptOrigin>();
  for (const file of listFiles(path.join(root, 'examples'), /\.(mjs|js|ts)$/)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const source = read(file);
    if (declaresScript(source)) modules.set(`/${relative}`, { file: relative, firstLine: 1, source: exportingScripts(source) });
  }
  for (const page of PAGE_DIRS.flatMap((dir) => listFiles(path.join(root, dir), /\.mdx?$/))) {
    const relative = path.relative(root, page).split(path.sep).join('/');
    extractCodeBlocks(read(page)).forEach((block, index) => {
      if (!SCRIPT_LANGS.has(block.lang) || !declaresScript(block.code)) return;
      const ext = block.lang.startsWith('t') ? 'ts' : 'mjs';
      modules.set(`/pages/${relative}/${index}.${ext}`, { file: relative, firstLine: block.line, source: exportingScripts(block.code) });
    });
  }
  return modules;
}
