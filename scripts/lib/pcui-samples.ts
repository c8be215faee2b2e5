/**
 * The PCUI samples as scripts/check-pcui-samples.ts checks them: files under examples/pcui/
 * (`<page path below /user-manual/pcui/>/<name>.ts`, `.tsx` for React), each a complete module
 * that imports what it uses, the documented styles included, and mounts its UI into
 * `document.body`. This module holds what the check decides without a browser: the rules a
 * sample's text must follow, the interactions its comments ask for, which line of the sample a
 * browser stack frame points at (through the bundle's source map), and whether a screenshot shows
 * anything. The `// →` proofs are read and compared by scripts/lib/sample-proofs.ts, exactly as
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

// ---------------------------------------------------------------------------------------------
// Source maps: which line of the sample a frame of the bundle is.

/** One frame of a V8 stack: the script's URL, 1-based line and column. */
export interface StackFrame {
  url: string;
  line: number;
  column: number;
}

/** The frames of a V8 `Error.stack` that name a script position, innermost first. */
export function stackFrames(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const text of stack.split('\n')) {
    const match = /\(?((?:https?|file):\/\/[^\s()]+?):(\d+):(\d+)\)?\s*$/.exec(text.trim());
    if (match) frames.push({ url: match[1]!, line: Number(match[2]), column: Number(match[3]) });
  }
  return frames;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A decoded segment: generated column, source index, original line, original column (all 0-based). */
type Segment = [number, number, number, number];

/** A source map (version 3) decoded for position lookups. */
export interface DecodedMap {
  sources: string[];
  /** Per generated line (0-based), its segments sorted by generated column. */
  lines: Segment[][];
}

/** Decodes a version 3 source map's `mappings` (Base64 VLQ). Segments without a source are dropped. */
export function decodeSourceMap(map: { sources: string[]; mappings: string }): DecodedMap {
  const lines: Segment[][] = [];
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  for (const lineText of map.mappings.split(';')) {
    const segments: Segment[] = [];
    let generatedColumn = 0;
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segmentText) {
        const digit = BASE64.indexOf(char);
        if (digit < 0) throw new Error(`source map: bad character ${JSON.stringify(char)}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      generatedColumn += fields[0]!;
      if (fields.length < 4) continue;
      source += fields[1]!;
      originalLine += fields[2]!;
      originalColumn += fields[3]!;
      segments.push([generatedColumn, source, originalLine, originalColumn]);
    }
    lines.push(segments);
  }
  return { sources: map.sources, lines };
}

/**
 * The original source and 1-based line of a 1-based generated position: the last segment of that
 * line that starts at or before the column (or the line's first segment), null when the line
 * maps nothing.
 */
export function originalPosition(map: DecodedMap, line: number, column: number): { source: string; line: number } | null {
  const segments = map.lines[line - 1];
  if (!segments || segments.length === 0) return null;
  let found = segments[0]!;
  for (const segment of segments) {
    if (segment[0] > column - 1) break;
    found = segment;
  }
  return { source: map.sources[found[1]]!, line: found[2] + 1 };
}

/**
 * The 1-based line of the sample of the innermost frame that lies in it, or null: the same
 * question scripts/lib/sample-proofs.ts `callSiteLine` answers in Node, asked of a bundle.
 * `mapOf` gives the decoded map of a script URL and the directory its `sources` are relative to.
 */
export function sampleLineOfStack(
  stack: string,
  sample: string,
  mapOf: (url: string) => { map: DecodedMap; dir: string } | undefined,
): number | null {
  for (const frame of stackFrames(stack)) {
    const found = mapOf(frame.url);
    if (!found) continue;
    const position = originalPosition(found.map, frame.line, frame.column);
    if (position && path.resolve(found.dir, position.source) === sample) return position.line;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** Pixels further than this (sum of RGB differences) from the background count as drawn. */
const INK_TOLERANCE = 24;
/** A sample rendered when at least this many pixels differ from the page's background. */
export const MIN_INK_PIXELS = 20;

/**
 * How many pixels of an RGBA image differ from its most common colour (the background): what
 * the sample drew. Transparent pixels count as the background.
 */
export function inkPixels(rgba: Uint8Array | Uint8ClampedArray): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = ((rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!) >>> 0;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let background = 0;
  let most = -1;
  for (const [key, count] of counts) {
    if (count > most) {
      most = count;
      background = key;
    }
  }
  const [br, bg, bb] = [(background >> 16) & 255, (background >> 8) & 255, background & 255];
  let ink = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3] === 0) continue;
    if (Math.abs(rgba[i]! - br) + Math.abs(rgba[i + 1]! - bg) + Math.abs(rgba[i + 2]! - bb) > INK_TOLERANCE) ink += 1;
  }
  return ink;
}
