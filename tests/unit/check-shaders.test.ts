import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appearsIn, glslErrors, normaliseLine, parseShaderSample, sampleLineFor, shaderUnits, unitProblems, type ShaderSample,
} from '../../scripts/lib/shader-samples';

const root = path.resolve(import.meta.dirname, '../..');

describe('shader sample headers', () => {
  it.each([
    ['a.glsl', '// Fragment stage, GLSL: replaces the emissivePS chunk of a StandardMaterial\n', { stage: 'fragment', use: 'material-chunk', chunk: 'emissivePS' }],
    ['a.wgsl', '// Vertex stage (WGSL, WebGPU): replaces the `transformInstancingVS` chunk of a\n// StandardMaterial (semantic ATTR14).\n', { stage: 'vertex', use: 'material-chunk', chunk: 'transformInstancingVS', semantics: ['ATTR14'] }],
    ['a.glsl', '// Fragment stage (GLSL): replaces the `outputPS` chunk.\n// Only shaders compiled for the camera\'s "gbuffer" shader pass define GBUFFER_PASS.\n', { use: 'material-chunk', pass: 'gbuffer' }],
    ['a.glsl', '// Fragment stage, GLSL: the composeDeclarationsPS chunk of the CameraFrame\n// compose pass, set with ShaderChunks.get(device, SHADERLANGUAGE_GLSL).\n', { use: 'compose-chunk', chunk: 'composeDeclarationsPS' }],
    ['a.wgsl', "// Fragment stage, WGSL: the whole fragment shader of PosterizePass. Registered\n// as the chunk retroPosterizePS and compiled with the engine's quadVS vertex chunk.\n", { use: 'quad', chunk: 'retroPosterizePS' }],
    ['a.vert.glsl', '// Vertex shader (GLSL) of the ShaderMaterial created in foam-material.mjs.\n', { stage: 'vertex', use: 'shader-material', chunk: null }],
    ['a.wgsl', '// Compute stage (WGSL, WebGPU only): the `cshader` of the compute Shader.\n', { stage: 'compute', use: 'compute', chunk: null }],
    ['a.glsl', "// Fragment stage, GLSL: replaces the gsplatModifyPS chunk of the scene's gsplat material\n// (app.scene.gsplat.material).\n", { stage: 'fragment', use: 'gsplat-chunk', chunk: 'gsplatModifyPS' }],
    ['a.wgsl', '// Vertex stage, WGSL: replaces the `gsplatModifyVS` chunk of app.scene.gsplat.material.\n', { stage: 'vertex', use: 'gsplat-chunk', chunk: 'gsplatModifyVS' }],
    ['a.wgsl', '// Fragment stage, WGSL: the work buffer modifier of one Gaussian Splat component\n// (entity.gsplat.setWorkBufferModifier). It replaces the gsplatModifyVS chunk of the copy.\n', { use: 'gsplat-modifier', chunk: 'gsplatModifyVS' }],
  ])('%s: %j', (file, header, expected) => {
    expect(parseShaderSample(file, `${header}void main() {}\n`)).toMatchObject(expected);
  });

  it.each([
    ['no comment', 'void main() {}', /no header comment/],
    ['no stage', '// Replaces the emissivePS chunk\n', /does not name the stage/],
    ['no use', '// Fragment stage, GLSL: tints the surface\n', /does not say how the shader is used/],
    ['compute in GLSL', '// Compute stage\n', /WGSL only/],
    ['a modifier naming another chunk', '// Fragment stage: a work buffer modifier; replaces the gsplatModifyPS chunk\n', /is the gsplatModifyVS chunk of the work buffer copy, not gsplatModifyPS/],
  ])('says what a header lacks: %s', (_, code, message) => {
    expect(() => parseShaderSample('a.glsl', code)).toThrow(message);
  });
});

describe('shader units', () => {
  const sample = (file: string, code: string): ShaderSample => parseShaderSample(file, code);

  it('pairs the two stages of a ShaderMaterial and reads what they need', () => {
    const vertex = sample('d/tint.vert.glsl', '// Vertex stage, GLSL: `vertexGLSL` of a ShaderMaterial.\nattribute vec3 aPosition;\nattribute vec2 aUv0;\nvoid main() {}\n');
    const fragment = sample(
      'd/tint.frag.glsl',
      '// Fragment stage, GLSL: `fragmentGLSL` of a ShaderMaterial.\n#include "gammaPS"\nuniform sampler2D uPattern;\nvoid main() {\n#ifdef STRIPES\n#endif\n#if defined(DOTS)\n#endif\n}\n',
    );
    const { units, problems } = shaderUnits([vertex, fragment]);
    expect(problems).toEqual([]);
    expect(units).toMatchObject([
      {
        use: 'shader-material',
        samples: [vertex, fragment],
        attributes: { aPosition: { semantic: 'POSITION', components: 3 }, aUv0: { semantic: 'TEXCOORD0', components: 2 } },
        defines: ['STRIPES', 'DOTS'],
        textures: ['uPattern'],
        includes: ['gammaPS'],
      },
    ]);
  });

  it('gives a chunk’s own attributes the header’s semantics, and a pass as many colour buffers as it writes', () => {
    const wgsl = sample('a.wgsl', '// Vertex stage: replaces the `transformInstancingVS` chunk (semantic ATTR14).\nattribute aInstOffsetYaw: vec4f;\n');
    const glsl = sample('b.glsl', '// Fragment stage: replaces the `outputPS` chunk, for the "gbuffer" shader pass.\n#ifdef GBUFFER_PASS\npcFragColor2 = vec4(1.0);\n#endif\n');
    const { units } = shaderUnits([wgsl, glsl]);
    expect(units[0]).toMatchObject({ attributes: { aInstOffsetYaw: { semantic: 'ATTR14', components: 4 } } });
    expect(units[1]).toMatchObject({ pass: 'gbuffer', defines: [], colorBuffers: 3 });
  });

  it('names a lone ShaderMaterial stage and an attribute with no semantic', () => {
    const lone = sample('d/x.frag.glsl', '// Fragment stage of a ShaderMaterial\nvoid main() {}\n');
    const unknown = sample('d/y.glsl', '// Vertex stage: replaces the `transformVS` chunk\nattribute vec4 aWind;\n');
    expect(shaderUnits([lone, unknown]).problems).toEqual([
      'd/y.glsl:1 attribute aWind: no semantic; say it in the header, e.g. "(semantic ATTR14)"',
      'd/x.frag.glsl:1 a ShaderMaterial stage needs exactly one partner of the other stage next to it (x.vert.glsl with x.frag.glsl); found x.frag.glsl',
    ]);
  });
});

describe('placing a compiler error on the sample’s own line', () => {
  const code = ['// Fragment stage, WGSL: replaces the emissivePS chunk', 'uniform uPulse: f32;', '', 'fn getEmission() {', '    dEmission = uniform.material_emissive * uniform.uPulsee;', '}'].join('\n');

  it('finds the compiled line in the sample, prefixes and spaces aside', () => {
    expect(normaliseLine('  dEmission = ub_mesh.material_emissive *  ub_mesh.uPulsee; // x')).toBe('dEmission=material_emissive*uPulsee;');
    expect(sampleLineFor({ code }, '\tdEmission = ub_mesh.material_emissive * ub_mesh.uPulsee;')).toBe(5);
  });

  it('falls back to the identifier the compiler quotes, and to nothing', () => {
    expect(sampleLineFor({ code }, 'float x = uPulsee * 2.0;', "'uPulsee' : undeclared identifier")).toBe(5);
    expect(sampleLineFor({ code }, 'float x = y;', "'y' : undeclared identifier")).toBeNull();
  });

  it('reads the engine’s GLSL log', () => {
    const log = "Failed to compile fragment shader:\n\nERROR: 0:12: 'uPulsee' : undeclared identifier\n\n  11:\tvoid getEmission() {\n> 12:\t    dEmission = material_emissive * uPulsee;\n  13:\t}\n";
    expect(glslErrors(log)).toEqual([{ line: 12, message: "'uPulsee' : undeclared identifier", text: '    dEmission = material_emissive * uPulsee;' }]);
  });

  it('reports a WGSL message on the sample line, or with the compiled line when the sample has none', () => {
    const unit = { samples: [{ file: 'x/emissive-pulse.wgsl', code }] as ShaderSample[] };
    const sources = ['fn a() {}\n    dEmission = ub_mesh.material_emissive * ub_mesh.uPulsee;\nlet q = 1;'];
    expect(unitProblems(unit, { device: 'webgpu', sources, errors: [{ message: "unresolved value 'uPulsee'", source: 0, line: 2 }] })).toEqual([
      "x/emissive-pulse.wgsl:5 unresolved value 'uPulsee'",
    ]);
    expect(unitProblems(unit, { device: 'webgpu', sources, errors: [{ message: 'bad', source: 0, line: 3 }] })).toEqual([
      'x/emissive-pulse.wgsl: bad (line 3 of the compiled shader: let q = 1;)',
    ]);
  });

  it('fails a sample none of whose own statements was compiled (lines the engine’s chunks share prove nothing)', () => {
    const sample = { code: 'void getEmission() {\n    dEmission = vec3(uPulse);\n}' };
    const engine = ['void getEmission() {\n    dEmission = vec3(1.0);\n}'];
    expect(appearsIn(sample, engine, engine)).toBe(false);
    expect(appearsIn(sample, ['void getEmission() {\n  dEmission = vec3(uPulse);\n}'], engine)).toBe(true);
  });
});

describe('check-shaders', () => {
  it('compiles copies of samples in Chromium and names the broken file and line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shader-check-'));
    try {
      /** Writes a copy with one change and returns the 1-based line of that change (samples get edited). */
      const copy = (from: string, name: string, replace: [string, string]): number => {
        const source = readFileSync(path.join(root, 'examples/user-manual/graphics/shaders', from), 'utf8');
        expect(source).toContain(replace[0]);
        writeFileSync(path.join(dir, name), source.replace(replace[0], replace[1]));
        return source.slice(0, source.indexOf(replace[0])).split('\n').length;
      };
      copy('emissive-pulse.glsl', 'broken.glsl', ['material_emissive * uPulse;', 'material_emissive * uPulsee;']);
      copy('emissive-pulse.wgsl', 'broken.wgsl', ['uniform.uPulse;', 'uniform.uPulsee;']);
      copy('emissive-pulse.glsl', 'intact.glsl', ['', '']);
      // Gaussian splat chunks: the scene's gsplat material (drawn once sorted) and a work buffer modifier
      const splats = '../../gaussian-splatting/building/engine-features/custom-shaders';
      const scanBandLine = copy(`${splats}/scan-band.glsl`, 'splat-broken.glsl', ['abs(center.y - uBandHeight)', 'abs(center.y - uBandHeightt)']);
      const cropBoxLine = copy(`${splats}/crop-box.wgsl`, 'splat-broken.wgsl', ['*scale = vec3f(0.0);', '*scale = 0.0;']);
      const files = ['broken.glsl', 'broken.wgsl', 'intact.glsl', 'splat-broken.glsl', 'splat-broken.wgsl'];
      let output = '';
      try {
        execFileSync('npx', ['tsx', 'scripts/check-shaders.ts', ...files.map((name) => path.join(dir, name))], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
        expect(status).toBe(1);
        output = stdout + stderr;
      }
      const relative = path.relative(root, dir);
      expect(output).toContain('5 shader files (3 GLSL on WebGL 2, 2 WGSL on WebGPU) in 5 materials and compute shaders, 4 problems');
      expect(output).toContain(`${relative}/broken.glsl:8 'uPulsee' : undeclared identifier`);
      expect(output).toMatch(new RegExp(`${relative.replace(/[.]/g, '\\.')}/broken\\.wgsl:8 \\S`));
      expect(output).toContain(`${relative}/splat-broken.glsl:${scanBandLine} 'uBandHeightt' : undeclared identifier`);
      expect(output).toContain(`${relative}/splat-broken.wgsl:${cropBoxLine} cannot convert value of type 'abstract-float' to type 'vec3<f32>'`);
      expect(output).not.toContain('intact.glsl');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
