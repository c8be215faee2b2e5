/**
 * How the engine assembles a shader from your code, chunks and defines.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - language: WGSL only on a WebGPU device when both WGSL stages are given (and, for a material with chunk
 *   overrides, when it has WGSL chunks or no GLSL chunks): scene/shader-lib/programs/shader-generator-shader.js
 *   `createShaderDefinition`, scene/shader-lib/shader-chunks.js `useWGSL`, programs/lit-shader.js constructor.
 * - includes: the engine's map `ShaderChunks.get(device, language)` merged with the material's map, the material
 *   winning: shader-generator-shader.js (`MapUtils.merge`), lit-shader.js constructor.
 * - defines: `material.defines` (setDefine), the camera's `FOG`, `TONEMAP`, `GAMMA`: shader-lib/shader-utils.js
 *   `getCoreDefines`, scene/camera-shader-params.js.
 * - preamble: GLSL `#version 300 es`, compatibility macros, precision; WGSL enables and half types:
 *   platform/graphics/shader-definition-utils.js `createDefinition`.
 * - preprocessing (#include, #ifdef, `{NAME}` injection): core/preprocessor.js, run by platform/graphics/shader.js.
 * - WGSL declarations (attribute, varying, uniform, texture/sampler pairs) become structs and bindings on WebGPU:
 *   platform/graphics/webgpu/webgpu-shader-processor-wgsl.js; GLSL on WebGPU is transpiled with glslang/twgsl:
 *   platform/graphics/webgpu/webgpu-shader.js `transpile`.
 * - variants are cached by the program library: shader-lib/program-library.js.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'shader-assembly',
  width: 760,
  height: 380,
  title: { en: 'How the engine assembles a shader', ja: 'エンジンがシェーダーを組み立てる流れ' },
  description: {
    en: 'Your vertex and fragment code, the shader chunks (the material’s overrides over the engine’s map) and the defines (the material’s and the camera’s TONEMAP, GAMMA and FOG) go into the engine. It picks the language, adds its preamble, runs the preprocessor for #include and #ifdef, and caches the result as a variant. WebGL2 compiles GLSL ES 3.00; WebGPU compiles WGSL, translating GLSL when no WGSL code is given.',
    ja: '頂点とフラグメントのコード、シェーダーチャンク（エンジンのマップの上にマテリアルの差し替え）、define（マテリアルのものと、カメラのTONEMAP・GAMMA・FOG）がエンジンに入ります。エンジンは言語を選び、前置きのコードを足し、#includeや#ifdefをプリプロセッサーで処理し、結果をバリアントとしてキャッシュします。WebGL2はGLSL ES 3.00を、WebGPUはWGSLをコンパイルします。WGSLのコードがなければGLSLを変換します。',
  },
  draw(c) {
    const parts: string[] = [];
    const input = { x: 20, w: 236, h: 100, gap: 16, y: 20 };
    const inputs = [
      {
        tone: 'blue' as const,
        title: { en: 'Your code', ja: '自分のコード' },
        lines: ['`vertexGLSL` / `fragmentGLSL`', '`vertexWGSL` / `fragmentWGSL`', { en: 'or a replaced chunk', ja: 'または差し替えたチャンク' }],
      },
      {
        tone: 'neutral' as const,
        title: { en: 'Shader chunks', ja: 'シェーダーチャンク' },
        lines: [
          { en: 'Engine: `ShaderChunks.get()`', ja: 'エンジン：`ShaderChunks.get()`' },
          { en: 'Material: `getShaderChunks()`', ja: 'マテリアル：`getShaderChunks()`' },
          { en: 'Same name: the material wins', ja: '同じ名前ならマテリアルが優先' },
        ],
      },
      {
        tone: 'neutral' as const,
        title: { en: 'Defines', ja: 'define' },
        lines: [
          { en: 'Material: `setDefine()`', ja: 'マテリアル：`setDefine()`' },
          { en: 'Camera: `TONEMAP`, `GAMMA`, `FOG`', ja: 'カメラ：`TONEMAP`、`GAMMA`、`FOG`' },
          { en: 'Device capabilities', ja: 'デバイスの機能' },
        ],
      },
    ];
    inputs.forEach((card, i) => {
      const y = input.y + i * (input.h + input.gap);
      parts.push(c.card(input.x, y, input.w, input.h, card.tone, card.title, card.lines, { size: 12.5 }));
    });

    const engine = { x: 290, y: 20, w: 220, h: 332 };
    parts.push(c.box(engine.x, engine.y, engine.w, engine.h, 'accent'));
    parts.push(c.text(engine.x + 14, engine.y + 26, { en: 'The engine', ja: 'エンジン' }, { size: 15, bold: true, ink: 'accent', maxWidth: engine.w - 28 }));
    const steps = [
      [{ en: '1. Picks the language', ja: '1. 言語を選ぶ' }, { en: 'WGSL needs both stages', ja: 'WGSLは両ステージが必要' }],
      [{ en: '2. Adds its preamble', ja: '2. 前置きを足す' }, { en: '`#version`, precision…', ja: '`#version`、精度など' }],
      [{ en: '3. Preprocesses', ja: '3. 前処理する' }, { en: '`#include`, `#ifdef`…', ja: '`#include`、`#ifdef`など' }],
      [{ en: '4. Caches the variant', ja: '4. バリアントを保存' }, { en: 'One per defines and chunks', ja: 'defineとチャンクの組ごと' }],
    ] as const;
    steps.forEach(([title, note], i) => {
      const y = engine.y + 44 + i * 70;
      parts.push(c.box(engine.x + 12, y, engine.w - 24, 58, 'plain', { radius: 6, strokeWidth: 1.2 }));
      parts.push(c.text(engine.x + 24, y + 23, title, { size: 13.5, bold: true, maxWidth: engine.w - 48 }));
      parts.push(c.text(engine.x + 24, y + 44, note, { size: 12, ink: 'muted', maxWidth: engine.w - 48 }));
    });

    // Inputs into the engine.
    inputs.forEach((_, i) => {
      const y = input.y + i * (input.h + input.gap) + input.h / 2;
      parts.push(c.arrow([[input.x + input.w + 1, y], [engine.x - 2, y]], 'neutral', { width: 1.8 }));
    });

    const out = { x: 544, w: 196, h: 120 };
    const webgl = { y: 40 };
    const webgpu = { y: 212 };
    parts.push(
      c.card(out.x, webgl.y, out.w, out.h, 'green', 'WebGL2', [
        { en: 'Compiles', ja: 'コンパイルする言語' },
        'GLSL ES 3.00',
        { en: 'from the GLSL code', ja: 'GLSLのコードから' },
      ]),
    );
    parts.push(
      c.card(out.x, webgpu.y, out.w, out.h, 'blue', 'WebGPU', [
        { en: 'Compiles WGSL', ja: 'WGSLをコンパイル' },
        { en: 'Without WGSL code it', ja: 'WGSLがなければGLSLを' },
        { en: 'translates the GLSL', ja: '変換（glslang、twgsl）' },
      ]),
    );
    const fromX = engine.x + engine.w + 1;
    parts.push(c.arrow([[fromX, webgl.y + out.h / 2], [out.x - 2, webgl.y + out.h / 2]], 'green', { width: 1.8 }));
    parts.push(c.arrow([[fromX, webgpu.y + out.h / 2], [out.x - 2, webgpu.y + out.h / 2]], 'blue', { width: 1.8 }));
    return parts.join('');
  },
});
