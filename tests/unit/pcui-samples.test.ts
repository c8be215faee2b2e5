import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  conventionProblems, decodeSourceMap, importedModules, inkPixels, originalPosition, sampleActions, sampleLineOfStack, stackFrames,
} from '../../scripts/lib/pcui-samples';

const SAMPLE = [
  "import { Label } from '@playcanvas/pcui';",
  "import '@playcanvas/pcui/styles';",
  '',
  'const label = new Label({ text: "A" });',
  'document.body.appendChild(label.dom);',
].join('\n');

describe('PCUI sample convention', () => {
  it('reads static imports, side-effect imports and re-exports', () => {
    const code = "import { a } from 'x';\nimport 'x/styles';\nimport type { T } from \"y\";\nexport { b } from 'z';\nconst s = \"import 'no'\";";
    expect(importedModules(code)).toEqual(['x', 'x/styles', 'y', 'z']);
  });

  it('accepts a complete sample', () => {
    expect(conventionProblems('examples/pcui/getting-started/a.ts', SAMPLE)).toEqual([]);
  });

  it('asks for the styles of each package used, a mount into document.body, and createRoot in .tsx', () => {
    const noStyles = SAMPLE.replace("import '@playcanvas/pcui/styles';", '');
    expect(conventionProblems('examples/pcui/a.ts', noStyles)).toEqual([expect.stringMatching(/not its styles.*@playcanvas\/pcui\/styles/)]);
    const graph = `import Graph from '@playcanvas/pcui-graph';\n${SAMPLE}`;
    expect(conventionProblems('examples/pcui/a.ts', graph)).toEqual([expect.stringMatching(/@playcanvas\/pcui-graph\/styles/)]);
    expect(conventionProblems('examples/pcui/a.ts', SAMPLE.replace('document.body.appendChild', 'someDiv.appendChild'))).toEqual([
      expect.stringMatching(/document\.body/),
    ]);
    expect(conventionProblems('examples/pcui/a.tsx', SAMPLE)).toEqual([expect.stringMatching(/createRoot/)]);
    expect(conventionProblems('examples/other/a.ts', SAMPLE)).toEqual([expect.stringMatching(/not under examples\/pcui/)]);
  });

  it('reads click and fill lines in order, with their lines', () => {
    const code = "a();\n// click: .pcui-button\n  // fill: .pcui-text-input input = Ren Aoi \n// clicks: no\n// fill: input[type=text] =";
    expect(sampleActions(code)).toEqual([
      { kind: 'click', selector: '.pcui-button', line: 2 },
      { kind: 'fill', selector: '.pcui-text-input input', text: 'Ren Aoi', line: 3 },
      { kind: 'fill', selector: 'input[type=text]', text: '', line: 5 },
    ]);
    expect(() => sampleActions('// fill: input')).toThrow(/line 1/);
  });
});

describe('stack frames through a source map', () => {
  it('reads the script positions of a V8 stack, innermost first', () => {
    const stack = 'Error\n    at console.log (<anonymous>:12:9)\n    at http://127.0.0.1:9/bundle/a.js:40:7\n    at Foo.bar (http://127.0.0.1:9/bundle/chunks/b.js:3:12)';
    expect(stackFrames(stack)).toEqual([
      { url: 'http://127.0.0.1:9/bundle/a.js', line: 40, column: 7 },
      { url: 'http://127.0.0.1:9/bundle/chunks/b.js', line: 3, column: 12 },
    ]);
  });

  it('decodes VLQ mappings: source index, lines and columns carried across segments', () => {
    // Line 1: column 0 → source 0 line 1 column 0; column 4 → source 0 line 2 column 2. Line 3: column 2 → source 1 line 1.
    const map = decodeSourceMap({ sources: ['a.ts', 'b.ts'], mappings: 'AAAA,IACE;;ECDF' });
    expect(map.lines).toEqual([[[0, 0, 0, 0], [4, 0, 1, 2]], [], [[2, 1, 0, 0]]]);
    expect(originalPosition(map, 1, 1)).toEqual({ source: 'a.ts', line: 1 });
    expect(originalPosition(map, 1, 9)).toEqual({ source: 'a.ts', line: 2 });
    expect(originalPosition(map, 2, 1)).toBeNull();
    expect(originalPosition(map, 3, 5)).toEqual({ source: 'b.ts', line: 1 });
  });

  it('finds the sample line of the innermost frame in the sample, as callSiteLine does in Node', () => {
    const code = ['interface Options {', '  text: string;', '}', '', 'const o: Options = { text: "x" };', 'function show(value: string): void {', '  console.log(value); // → x', '}', 'show(o.text);'].join('\n');
    const dir = '/project/.bundle';
    const sample = '/project/examples/pcui/a.ts';
    const result = transformSync(code, { loader: 'ts', sourcemap: 'external', sourcefile: path.relative(dir, sample) });
    const map = decodeSourceMap(JSON.parse(result.map) as { sources: string[]; mappings: string });
    const lines = result.code.split('\n');
    const logLine = lines.findIndex((text) => text.includes('console.log')) + 1;
    const callLine = lines.findIndex((text) => text.startsWith('show(')) + 1;
    const url = 'http://127.0.0.1:9/bundle/a.js';
    const stack = [
      'Error',
      '    at console.log (<anonymous>:3:5)',
      `    at show (${url}:${logLine}:3)`,
      `    at ${url}:${callLine}:1`,
    ].join('\n');
    const mapOf = (frameUrl: string) => (frameUrl === url ? { map, dir } : undefined);
    expect(logLine).not.toBe(7); // the bundle moved the line; the map brings it back
    expect(sampleLineOfStack(stack, sample, mapOf)).toBe(7);
    expect(sampleLineOfStack(stack.replace(`at show (${url}:${logLine}:3)\n`, ''), sample, mapOf)).toBe(9);
    expect(sampleLineOfStack(stack, '/project/examples/pcui/other.ts', mapOf)).toBeNull();
  });
});

describe('screenshot ink', () => {
  const image = (pixels: number[][]) => Uint8Array.from(pixels.flat());
  it('counts the pixels that differ from the most common colour', () => {
    const white = [255, 255, 255, 255];
    const grey = [250, 250, 250, 255];
    const text = [40, 40, 40, 255];
    expect(inkPixels(image([white, white, white, grey, text, text]))).toBe(2);
    expect(inkPixels(image([text, text, text, white]))).toBe(1);
    expect(inkPixels(image([white, white, white]))).toBe(0);
  });
});
