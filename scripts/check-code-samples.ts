/**
 * Type-checks every js/ts code block of every page (both locales) and every file under
 * examples/ against the `playcanvas` package's own type declarations (the PCUI samples of
 * examples/pcui/, `.ts` and React `.tsx`, against the installed PCUI, PCUI Graph and Observer
 * packages' types with the DOM library; scripts/check-pcui-samples.ts runs them in Chromium).
 * Blocks are checked as ES modules; a block may use the ambient `app`, `entity` and `canvas`
 * declared in scripts/code-samples/ambient.d.ts. Failures name the page and its line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { checkKind, extractCodeBlocks } from './lib/code-blocks';
import { listFiles } from '../lib/files';
import { allPages, blockFolder, type BlockFolder } from './lib/block-files';

const root = path.resolve(import.meta.dirname, '..');

interface Origin { file: string; firstLine: number }

function collect(folder: BlockFolder): { files: Map<string, Origin>; skipped: number } {
  const files = new Map<string, Origin>();
  let skipped = 0;
  for (const page of allPages(root)) {
    const relative = path.relative(root, page);
    extractCodeBlocks(readFileSync(page, 'utf8')).forEach((block, index) => {
      const verdict = checkKind(block);
      if ('skip' in verdict) {
        if (/^(js|ts)/.test(block.lang)) skipped += 1;
        return;
      }
      const ext = { js: '.mjs', ts: '.ts' }[verdict.kind] + (/x$/.test(block.lang) ? 'x' : '');
      const target = folder.write(relative, index, block.code, ext.replace('.mjsx', '.jsx'));
      files.set(path.normalize(target), { file: relative, firstLine: block.line });
    });
  }
  for (const example of listFiles(path.join(root, 'examples'), /\.(mjs|js|tsx?)$/)) {
    files.set(path.normalize(example), { file: path.relative(root, example), firstLine: 1 });
  }
  return { files, skipped };
}

/**
 * An implicit-any complaint (TS7xxx) about a JavaScript sample: samples in .js/.mjs are plain
 * JavaScript for readers, where untyped parameters are expected; .ts/.tsx samples stay fully strict.
 */
function untypedJavaScript(diagnostic: ts.Diagnostic): boolean {
  return diagnostic.code >= 7000 && diagnostic.code < 8000 && /\.(mjs|js)$/.test(diagnostic.file?.fileName ?? '');
}

function typeCheck(files: Map<string, Origin>): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    allowJs: true,
    checkJs: true,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const ambient = path.join(root, 'scripts/code-samples/ambient.d.ts');
  const program = ts.createProgram([...files.keys(), ambient], options);
  return ts.getPreEmitDiagnostics(program).filter((diagnostic) => !untypedJavaScript(diagnostic)).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const origin = files.get(path.normalize(diagnostic.file.fileName));
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    if (!origin) return `${diagnostic.file.fileName}:${line + 1}: ${message}`;
    return `${origin.file}:${origin.firstLine + line}: ${message}`;
  });
}

const started = performance.now();
const folder = blockFolder(root, 'code-samples');
const { files, skipped } = collect(folder);
const errors = typeCheck(files);
const ms = Math.round(performance.now() - started);
folder.remove();
for (const error of errors) console.error(error);
console.log(`code samples: ${files.size} checked, ${skipped} skipped with a reason, ${errors.length} errors, ${ms} ms`);
process.exit(errors.length > 0 ? 1 : 0);
