import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shaderModuleSamples } from '../../scripts/lib/shader-modules';
import { pairKey, parseShaderSample, sampleLocation, shaderUnits, unitProblems } from '../../scripts/lib/shader-samples';

const root = path.resolve(import.meta.dirname, '../..');
const FILE = 'examples/x/x-shaders.mjs';

/** A module from lines, so that the tests can say which line is which. */
const module = (...lines: string[]) => shaderModuleSamples(FILE, lines.join('\n'));

describe('shader strings of a *-shaders.mjs module', () => {
  it('reads the header above the export, the string as the code, and where both are', () => {
    const { samples, problems } = module(
      '// Opening comment of the module, not a header (a blank line follows).',
      '',
      '// Fragment stage, WGSL: the whole fragment shader of WavePass. Registered as',
      "// the chunk wavePS and compiled with the engine's quadVS vertex chunk.",
      'export const WAVE_WGSL = /* wgsl */ `',
      'uniform uWave: f32;',
      '`;',
    );
    expect(problems).toEqual([]);
    expect(samples).toEqual([
      expect.objectContaining({
        file: FILE, language: 'wgsl', stage: 'fragment', use: 'quad', chunk: 'wavePS',
        code: '\nuniform uWave: f32;\n',
        origin: { name: 'WAVE_WGSL', line: 5, codeLine: 5 },
      }),
    ]);
    // Line 2 of the code is line 6 of the module
    expect(sampleLocation(samples[0]!, 2)).toBe(`${FILE}:6`);
    expect(sampleLocation(samples[0]!)).toBe(`${FILE}:5`);
  });

  it('makes an unmarked string one sample per language its header names', () => {
    const { samples, problems } = module(
      '// Fragment stage, GLSL and WGSL: the composeMainEndPS chunk of the CameraFrame compose pass.',
      "export const MAIN_END = 'result = applyWave(result);';",
    );
    expect(problems).toEqual([]);
    expect(samples.map(({ language, use, chunk, code }) => ({ language, use, chunk, code }))).toEqual([
      { language: 'glsl', use: 'compose-chunk', chunk: 'composeMainEndPS', code: 'result = applyWave(result);' },
      { language: 'wgsl', use: 'compose-chunk', chunk: 'composeMainEndPS', code: 'result = applyWave(result);' },
    ]);
  });

  it.each([
    ['interpolation', ['// Fragment stage, GLSL: the xPS chunk of the CameraFrame compose pass.', 'export const A = /* glsl */ `', 'float a = ${1};', '`;'], /:3 A: no \$\{\} in a shader string/],
    ['no header', ['// An opening comment', '', 'export const A = /* glsl */ `void main() {}`;'], /:3 A: no header/],
    ['a header the grammar rejects', ['// Fragment stage, GLSL: tints the picture', 'export const A = /* glsl */ `x`;'], /:2 A: the header does not say how the shader is used/],
    ['a header in the other language', ['// Fragment stage, WGSL: the xPS chunk of the CameraFrame compose pass.', 'export const A = /* glsl */ `x`;'], /:2 A: the header says WGSL, but the code is GLSL/],
    ['no language', ['// Fragment stage: the xPS chunk of the CameraFrame compose pass.', 'export const A = `x`;'], /:2 A: no language/],
    ['not a string', ['// Fragment stage, GLSL: the xPS chunk of the CameraFrame compose pass.', 'export const A = ["x"].join("");'], /:2 A: not a shader string/],
    ['a function', ['export function shader() { return ""; }'], /:1 a \*-shaders\.mjs module exports only shader strings/],
    ['an export list', ['const A = `x`;', 'export { A };'], /:2 a \*-shaders\.mjs module exports only shader strings/],
    ['two in one statement', ['// Fragment stage, GLSL: the xPS chunk of the CameraFrame compose pass.', 'export const A = `x`, B = `y`;'], /:2 export one shader string per statement/],
  ])('refuses an export with %s, naming the module’s line', (_, lines, message) => {
    const { samples, problems } = module(...lines);
    expect(samples).toEqual([]);
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems[0]).toMatch(new RegExp(`^${FILE.replace(/[.*]/g, '\\$&')}:\\d+ `));
  });

  it('leaves what is not exported alone', () => {
    expect(module('const helper = `not a shader`;', 'function f() {}')).toEqual({ samples: [], problems: [] });
  });
});

describe('units of a module’s shader strings', () => {
  const flag = module(
    '// Vertex stage, GLSL: vertexGLSL of the ShaderMaterial.',
    'export const FLAG_VERTEX_GLSL = /* glsl */ `',
    'attribute vec3 aPosition;',
    'void main(void) { gl_Position = vec4(aPosition, 1.0); }',
    '`;',
    '// Fragment stage, GLSL: fragmentGLSL of the ShaderMaterial.',
    'export const FLAG_FRAGMENT_GLSL = /* glsl */ `void main(void) { gl_FragColor = vec4(1.0); }`;',
    '// Vertex stage, WGSL: vertexWGSL of the ShaderMaterial.',
    'export const FLAG_VERTEX_WGSL = /* wgsl */ `attribute aPosition: vec3f;`;',
    '// Fragment stage, WGSL: fragmentWGSL of the ShaderMaterial.',
    'export const poleFragmentWgsl = /* wgsl */ `@fragment fn fragmentMain() {}`;',
  );

  it.each([
    ['FLAG_VERTEX_GLSL', `${FILE}#FLAG`],
    ['FLAG_FRAGMENT_WGSL', `${FILE}#FLAG`],
    ['flagVertexGlsl', `${FILE}#FLAG`],
    ['SKY_FRAG_SHADER', `${FILE}#SKY`],
  ])('pairs %s by the stem %s', (name, key) => {
    expect(pairKey({ file: FILE, origin: { name, line: 1, codeLine: 1 } })).toBe(key);
  });

  it('pairs a vertex and a fragment export with the same stem and language, and names a lone one by its line', () => {
    expect(flag.problems).toEqual([]);
    const { units, problems } = shaderUnits(flag.samples);
    expect(units).toHaveLength(1);
    expect(units[0]).toMatchObject({ use: 'shader-material', language: 'glsl', attributes: { aPosition: { semantic: 'POSITION' } } });
    expect(units[0]!.samples.map((sample) => sample.origin?.name)).toEqual(['FLAG_VERTEX_GLSL', 'FLAG_FRAGMENT_GLSL']);
    expect(problems).toEqual([
      `${FILE}:9 a ShaderMaterial stage needs exactly one partner of the other stage next to it (X_VERTEX_WGSL with X_FRAGMENT_WGSL in one module); found FLAG_VERTEX_WGSL`,
      `${FILE}:11 a ShaderMaterial stage needs exactly one partner of the other stage next to it (X_VERTEX_WGSL with X_FRAGMENT_WGSL in one module); found poleFragmentWgsl`,
    ]);
  });

  it('compiles a module’s compose declarations and main-end line of one language together', () => {
    const { samples } = module(
      '// Fragment stage, GLSL: the composeDeclarationsPS chunk of the CameraFrame compose pass.',
      'export const POP_GLSL = /* glsl */ `vec3 applyPop(vec3 c) { return c; }`;',
      '// Fragment stage, WGSL: the composeDeclarationsPS chunk of the CameraFrame compose pass.',
      'export const POP_WGSL = /* wgsl */ `fn applyPop(c: vec3f) -> vec3f { return c; }`;',
      '// Fragment stage, GLSL and WGSL: the composeMainEndPS chunk of the CameraFrame compose pass.',
      "export const POP_MAIN_END = 'result = applyPop(result);';",
    );
    const { units, problems } = shaderUnits(samples);
    expect(problems).toEqual([]);
    expect(units.map((unit) => [unit.language, unit.use, unit.samples.map((sample) => sample.chunk)])).toEqual([
      ['glsl', 'compose-chunk', ['composeDeclarationsPS', 'composeMainEndPS']],
      ['wgsl', 'compose-chunk', ['composeDeclarationsPS', 'composeMainEndPS']],
    ]);
  });

  it('places a compiler error on the module’s line, and a sample that was not compiled on its export', () => {
    const [vertex] = flag.samples;
    const unit = { samples: [vertex!] };
    expect(unitProblems(unit, { device: 'webgl2', sources: [], errors: [{ message: "ERROR: 0:7: 'aPosition' : bad\n> 7:\tvoid main(void) { gl_Position = vec4(aPosition, 1.0); }\n" }] })).toEqual([`${FILE}:4 'aPosition' : bad`]);
    expect(unitProblems(unit, { device: 'webgl2', sources: ['void main() {}'], errors: [] })).toEqual([
      `${FILE}:2 FLAG_VERTEX_GLSL: none of its statements reached a shader compiled on webgl2; its header does not describe a use that compiles it`,
    ]);
  });
});

describe('the tutorials’ *-shaders.mjs modules', () => {
  it.each([
    'examples/custom-posteffect/color-pop-shaders.mjs',
    'examples/custom-shaders/flag-shaders.mjs',
    'examples/shockwave/shockwave-shaders.mjs',
    'examples/vhscrt-post-effect/vhs-shaders.mjs',
  ])('%s: every export is a shader string with a header, in units with no problem', (file) => {
    const { samples, problems } = shaderModuleSamples(file, readFileSync(path.join(root, file), 'utf8'));
    expect(problems).toEqual([]);
    expect(samples.length).toBeGreaterThan(0);
    expect(shaderUnits(samples).problems).toEqual([]);
  });

  it('the header grammar is the .glsl/.wgsl files’: the same header parses the same way', () => {
    const header = "// Fragment stage, GLSL: the whole fragment shader of P. Registered as the chunk pPS and compiled with the engine's quadVS vertex chunk.";
    const fromFile = parseShaderSample('p.glsl', header);
    const [fromModule] = shaderModuleSamples(FILE, `${header}\nexport const P = /* glsl */ \`\`;`).samples;
    expect(fromModule).toMatchObject({ stage: fromFile.stage, use: fromFile.use, chunk: fromFile.chunk, language: 'glsl' });
  });
});
