// Headless check of pulse-emissive.mjs, run by this manual's sample runner in
// Node. In a project the chunk files are shader assets; Node has no asset
// server, so this harness reads the files with Node's fs and builds the
// assets in code with the same text. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import {
    Asset, AssetListLoader, Color, Entity, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL,
    ShaderChunks, StandardMaterial
} from 'playcanvas';
import { PulseEmissive } from './pulse-emissive.mjs';

/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
const glslChunk = shaderAsset('emissive-pulse.glsl');
const wgslChunk = shaderAsset('emissive-pulse.wgsl');
await new Promise((resolve) => new AssetListLoader([glslChunk, wgslChunk], app.assets).load(resolve));

const material = new StandardMaterial();
material.emissive = new Color(1, 0.3, 0);
const lamp = new Entity('Lamp');
lamp.addComponent('render', { type: 'sphere', material });
lamp.addComponent('script');
app.root.addChild(lamp);
lamp.script?.create(PulseEmissive, { properties: { glslChunk, wgslChunk } });

// A camera, so the frames after this code build the shader with the override
const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setPosition(0, 0, 4);
app.root.addChild(camera);

// The override belongs to this material; the engine's map is unchanged
const engineChunks = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_GLSL);
console.log(material.getShaderChunks(SHADERLANGUAGE_GLSL).get('emissivePS') === glslChunk.resource, engineChunks.get('emissivePS') === glslChunk.resource); // → true false
console.log(material.getShaderChunks(SHADERLANGUAGE_WGSL).has('emissivePS'), material.shaderChunksVersion); // → true 2.23
