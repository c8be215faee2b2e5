/**
 * Runs the PlayCanvas Editor's own script-attribute parser (`@playcanvas/attribute-parser`) in
 * Node. Version 1.10.1, the newest on this registry, is built only for the Editor's web worker: it
 * bundles TypeScript with Node's built-in modules stubbed out, so it must not take the Node code
 * path, and it loads its standard-library declarations with `fetch`. Both are arranged here and
 * nothing else is changed. Upstream added a Node build in 1.10.3
 * (https://github.com/playcanvas/attribute-parser/pull/65): once that version installs, import it
 * and drop `loadParser`'s two arrangements.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One problem the Editor would show for a script: a rejected attribute, tag or script. */
export interface AttributeProblem {
  file: string;
  /** 1-based line in the file given to the parser. */
  line: number;
  /** The parser's category, e.g. "Invalid Type", "Invalid Tag", "Missing Script Name". */
  type: string;
  message: string;
}

interface ParserNode {
  getSourceFile(): { fileName: string; getLineAndCharacterOfPosition(pos: number): { line: number } };
  getStart(): number;
}
interface ParserError { type: string; message: string; node?: ParserNode; attributeName?: string }
interface Parser {
  init(libPath: string): Promise<Parser>;
  updateProgram(files: [string, string][]): ParserError[];
  parseAttributes(file: string): [Record<string, { errors: ParserError[] }>, ParserError[]];
}

const require = createRequire(import.meta.url);
/** The declarations file the Editor serves to the parser (`types/libs.d.ts`), shipped in the package. */
const LIBS = require.resolve('@playcanvas/attribute-parser/libs');
/**
 * The engine declarations the parser resolves `playcanvas` to: those of the engine version the
 * Editor itself pins (playcanvas 2.21.3 in Editor 2.30.4's package.json), installed under an alias.
 * They matter: from 2.22 `Asset` is generic, and the parser (1.10.1 to 1.10.3) then rejects every
 * `@type {Asset}` attribute, which the Editor, on its own engine's types, accepts.
 * `require` resolves to build/playcanvas.js; the declarations sit beside it.
 */
const PLAYCANVAS_TYPES = path.join(path.dirname(require.resolve('playcanvas-editor-types')), 'playcanvas.d.ts');

async function loadParser(): Promise<Parser> {
  const processWithFlag = process as NodeJS.Process & { browser?: boolean };
  const realFetch = globalThis.fetch;
  // The bundled TypeScript takes the Node path unless `process.browser` is set, and that path
  // calls the stubbed `os`/`fs` modules.
  processWithFlag.browser = true;
  globalThis.fetch = async () => new Response(readFileSync(LIBS, 'utf8'));
  try {
    const { JSDocParser } = (await import('@playcanvas/attribute-parser')) as unknown as { JSDocParser: new () => Parser };
    return await new JSDocParser().init('libs.d.ts');
  } finally {
    globalThis.fetch = realFetch;
    delete processWithFlag.browser;
  }
}

/** The problems of one parser error, placed in its file, or null when the parser gave no place. */
function placed(error: ParserError): AttributeProblem | null {
  if (!error.node) return null;
  const source = error.node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(error.node.getStart());
  const subject = error.attributeName ? `attribute "${error.attributeName}": ` : '';
  return { file: source.fileName, line: line + 1, type: error.type, message: subject + error.message };
}

/**
 * Parses every given module (virtual path → source) as the Editor does when a script asset
 * changes, and returns what the Editor would report: attributes it cannot show, tags it rejects,
 * scripts it cannot register. Paths should be absolute (`/examples/x/main.mjs`); `playcanvas`
 * resolves to the installed package's declarations.
 */
export async function parseScripts(modules: Map<string, string>): Promise<AttributeProblem[]> {
  const parser = await loadParser();
  const programErrors = parser.updateProgram([['/playcanvas.d.ts', readFileSync(PLAYCANVAS_TYPES, 'utf8')], ...modules]);
  const problems: AttributeProblem[] = [];
  const keep = (error: ParserError) => {
    const problem = placed(error);
    if (problem && modules.has(problem.file)) problems.push(problem);
  };
  programErrors.forEach(keep);
  for (const file of modules.keys()) {
    const [scripts, errors] = parser.parseAttributes(file);
    errors.forEach(keep);
    for (const script of Object.values(scripts)) script.errors.forEach(keep);
  }
  return problems;
}
