// Headless check of tint-surface.mjs, run by this manual's sample runner in
// Node. In a project the shader files are shader assets and the pattern is a
// texture asset; Node has no asset server or image decoder, so this harness
// reads the files with Node's fs, builds the assets in code and makes the
// texture from pixels. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import {
    Asset, AssetListLoader, Entity, PIXELFORMAT_RGBA8, SHADERLANGUAGE_WGSL, Shader,
    ShaderChunks, ShaderMaterial, Texture
} from 'playcanvas';
import { TintSurface } from './tint-surface.mjs';

/** @param {string} file */
const read = (file) => readFileSync(new URL(file, import.meta.url), 'utf8');
/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, read(file));

const vertexGLSL = shaderAsset('glsl-specifics/tint.vert.glsl');
const fragmentGLSL = shaderAsset('glsl-specifics/tint.frag.glsl');
const vertexWGSL = shaderAsset('wgsl-specifics/tint.vert.wgsl');
const fragmentWGSL = shaderAsset('wgsl-specifics/tint.frag.wgsl');

// A 2x2 pattern of white and grey squares, as a loaded texture asset
const texture = new Texture(app.graphicsDevice, { width: 2, height: 2, format: PIXELFORMAT_RGBA8, mipmaps: false });
texture.lock().set([255, 255, 255, 255, 128, 128, 128, 255, 128, 128, 128, 255, 255, 255, 255, 255]);
texture.unlock();
const pattern = new Asset('pattern.png', 'texture');
pattern.resource = texture;
pattern.loaded = true;
app.assets.add(pattern);

const shaders = [vertexGLSL, fragmentGLSL, vertexWGSL, fragmentWGSL];
await new Promise((resolve) => new AssetListLoader(shaders, app.assets).load(resolve));

const plane = new Entity('Plane');
plane.addComponent('render', { type: 'plane' });
plane.addComponent('script');
app.root.addChild(plane);
plane.script?.create(TintSurface, { properties: { vertexGLSL, fragmentGLSL, vertexWGSL, fragmentWGSL, pattern } });

// A camera, so the frames after this code build the GLSL shader (an
// unresolved #include or an unmapped attribute fails them)
const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setPosition(0, 2, 3);
camera.lookAt(0, 0, 0);
app.root.addChild(camera);

const material = plane.render?.meshInstances[0].material;
console.log(material instanceof ShaderMaterial, material?.defines.has('STRIPES')); // → true true
console.log(material instanceof ShaderMaterial && material.shaderDesc?.fragmentWGSL === fragmentWGSL.resource); // → true

// The headless device is not WebGPU: run the engine's preprocessor on the
// WGSL pair directly. Includes resolve, and no # line is left in WGSL.
const wgslChunks = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_WGSL);
const shader = new Shader(app.graphicsDevice, {
    name: 'tint-wgsl-check',
    shaderLanguage: SHADERLANGUAGE_WGSL,
    vshader: vertexWGSL.resource,
    fshader: `#define TONEMAP NONE\n#define GAMMA SRGB\n#define STRIPES\n${fragmentWGSL.resource}`,
    vincludes: wgslChunks,
    fincludes: wgslChunks
});
const fshader = shader.definition.fshader ?? '';
console.log(shader.failed, fshader.includes('#'), fshader.includes('fn toneMap(color: vec3f)')); // → false false true
