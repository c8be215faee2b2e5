/**
 * The PCUI samples as scripts/check-pcui-samples.ts checks them: files under examples/pcui/
 * (`<page path below /user-manual/pcui/>/<name>.ts`, `.tsx` for React), each a complete module
 * that imports what it uses, the documented styles included, and mounts its UI into
 * `document.body`. This module holds what the check decides without a browser: the rules a
 * sample's text must follow, the interactions its comments ask for, which line of the sample a
 * browser stack frame points at and whether a screenshot shows anything (both in
 * scripts/lib/browser-samples.ts, shared with the React samples' check). The `// →` proofs are read and compared by scripts/lib/sample-proofs.ts, exactly as
 * the engine runner does.
 */
import path from 'node:path';

/** Where the PCUI samples live, relative to the project. */
export const PCUI_SAMPLES_DIR = 'examples/pcui';
export const PCUI_SAMPLE_FILE = /\.tsx?$/;

/** The side-effect imports that load each package's styles, as the packages' READMEs document them. */
export const STYLE_IMPORTS = {
  pcui: '@playcanvas/pcui/styles',
  graph: '@playcanvas/pcui-graph/styles',
} as const;

/** Something the check does in the page after the sample's top-level code, asked for by a comment line. */
export type SampleAction =
  | { kind: 'click'; selector: string; line: number }
  | { kind: 'fill'; selector: string; text: string; line: number };

/**
 * Interactions, one per comment line, in order:
 * - `// click: <css selector>` clicks the (first) element the selector matches;
 * - `// fill: <css selector> = <text>` types `text` into the input the selector matches and
 *   presses Enter (PCUI inputs commit their value on `change`); nothing after `=` empties it.
 */
const ACTION = /^[ \t]*\/\/[ \t]*(click|fill):[ \t]*(.+?)[ \t]*$/;

export function sampleActions(code: string): SampleAction[] {
  const actions: SampleAction[] = [];
  code.split(/\r?\n/).forEach((text, index) => {
    const match = ACTION.exec(text);
    if (!match) return;
    const line = index + 1;
    const [, kind, rest] = match as unknown as [string, 'click' | 'fill', string];
    if (kind === 'click') {
      actions.push({ kind, selector: rest, line });
      return;
    }
    const fill = /^(.+?)\s=(?:\s+(.*))?$/.exec(rest);
    if (!fill) throw new Error(`line ${line}: \`// fill:\` needs \`<selector> = <text>\``);
    actions.push({ kind, selector: fill[1]!.trim(), text: fill[2] ?? '', line });
  });
  return actions;
}

/** The module specifiers a sample imports (static imports and re-exports). */
export function importedModules(code: string): string[] {
  const modules: string[] = [];
  const pattern = /^[ \t]*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) modules.push(match[1]!);
  return modules;
}

/**
 * What a sample's text breaks of the convention: the styles import for each package it uses, its
 * mount into `document.body`, its file name. Returns messages (empty: fine).
 */
export function conventionProblems(relativeFile: string, code: string): string[] {
  const problems: string[] = [];
  const modules = importedModules(code);
  const usesPcui = modules.some((name) => name === '@playcanvas/pcui' || name === '@playcanvas/pcui/react');
  const usesGraph = modules.includes('@playcanvas/pcui-graph');
  if ((usesPcui || usesGraph) && !modules.includes(STYLE_IMPORTS.pcui)) problems.push(`imports PCUI but not its styles: add \`import '${STYLE_IMPORTS.pcui}';\``);
  if (usesGraph && !modules.includes(STYLE_IMPORTS.graph)) problems.push(`imports PCUI Graph but not its styles: add \`import '${STYLE_IMPORTS.graph}';\``);
  if (!usesPcui && !usesGraph) problems.push('imports neither @playcanvas/pcui, @playcanvas/pcui/react nor @playcanvas/pcui-graph');
  if (!/\bdocument\.body\b/.test(code)) problems.push('never mentions `document.body`: a sample mounts its UI there');
  if (/\.tsx$/.test(relativeFile) && !/\bfrom\s+['"]react-dom\/client['"]/.test(code)) problems.push('a .tsx sample renders with `createRoot` from react-dom/client');
  if (!relativeFile.split(path.sep).join('/').startsWith(`${PCUI_SAMPLES_DIR}/`)) problems.push(`not under ${PCUI_SAMPLES_DIR}/`);
  return problems;
}

// Source maps, stack lines and pictures are shared with scripts/check-react-samples.ts.
export {
  decodeSourceMap, originalPosition, sampleLineOfStack, stackFrames, inkPixels, MIN_INK_PIXELS,
  type DecodedMap, type StackFrame,
} from './browser-samples';
