import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { LiveFile } from './files';

/**
 * Libraries a live example imports by name (`import { Tween } from '@tweenjs/tween.js'`): each is
 * bundled from node_modules into one ES module under `live/vendor/`, and the example's runner page
 * maps the name to it in its import map, so the example's own files run unchanged in the browser
 * exactly as a reader's bundler would run them. Package files that are not modules (a decoder's
 * `.wasm`) are served as they are when the example lists them in `vendor-files.json`.
 */

/** Where vendor files go under `live/`. */
export const VENDOR_DIR = 'vendor';
/** The engine has its own import map entry (content-hashed in files.ts). */
const ENGINE = 'playcanvas';
/** An example's list of package files it fetches by URL (`["draco3dgltf/draco_decoder_gltf.wasm"]`). */
export const VENDOR_FILES_LIST = 'vendor-files.json';

/** `import … from 'x'`, `import 'x'`, `export … from 'x'` and `import('x')` with a literal. */
const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/gm,
  /^\s*import\s*(['"])([^'"]+)\1/gm,
  /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g,
];

/** Whether a specifier names a package (not a relative path, an absolute path or a URL). */
function isBare(specifier: string): boolean {
  return !/^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}

/** The package specifiers a module imports, other than the engine, sorted, each once. */
export function bareImports(code: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[2]!;
      if (isBare(specifier) && specifier !== ENGINE) found.add(specifier);
    }
  }
  return [...found].sort();
}

function hashOf(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** `@colyseus/sdk` → `colyseus-sdk`: a file name that says which package it is. */
function fileStem(specifier: string): string {
  return specifier.replace(/^@/, '').replace(/[^a-z0-9.]+/gi, '-');
}

/**
 * One package bundled for the browser as an ES module. A CommonJS package keeps its
 * `module.exports` as the default export, which is what `import x from 'x'` gives under a bundler.
 */
export function bundleVendorModule(siteDir: string, specifier: string): LiveFile {
  const result = buildSync({
    stdin: { contents: `export * from ${JSON.stringify(specifier)};\nimport * as all from ${JSON.stringify(specifier)};\nexport default (all.default ?? all);\n`, resolveDir: siteDir, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'inline',
    write: false,
    logLevel: 'silent',
  });
  const content = Buffer.from(result.outputFiles[0]!.contents);
  return { name: `${VENDOR_DIR}/${fileStem(specifier)}-${hashOf(content)}.mjs`, content };
}

/** The package files an example lists in its `vendor-files.json`, served at `live/vendor/<pkg>/<file>`. */
export function vendorFiles(siteDir: string, exampleDir: string): LiveFile[] {
  const list = path.join(exampleDir, VENDOR_FILES_LIST);
  if (!existsSync(list)) return [];
  const entries: unknown = JSON.parse(readFileSync(list, 'utf8'));
  if (!Array.isArray(entries) || !entries.every((entry) => typeof entry === 'string')) {
    throw new Error(`${list}: expected a JSON array of package file paths`);
  }
  return entries.map((entry: string) => {
    if (entry.split('/').includes('..')) throw new Error(`${list}: ${entry} leaves its package`);
    const source = path.join(siteDir, 'node_modules', entry);
    if (!existsSync(source)) throw new Error(`${list}: ${entry} is not in node_modules`);
    return { name: `${VENDOR_DIR}/${entry}`, content: readFileSync(source), source };
  });
}
