// Headless check of damage-flash.mjs, run by this manual's sample runner in
// Node. In a project the chunk files are shader assets; Node has no asset
// server, so this harness reads the files with Node's fs and builds the
// assets in code with the same text. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import {
    Asset, AssetListLoader, CameraFrame, Entity, FramePassCameraFrame, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL,
    ShaderChunks
} from 'playcanvas';
import { DamageFlash } from './damage-flash.mjs';

/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
const glslChunk = shaderAsset('damage-flash.glsl');
const wgslChunk = shaderAsset('damage-flash.wgsl');
await new Promise((resolve) => new AssetListLoader([glslChunk, wgslChunk], app.assets).load(resolve));

// A camera with a CameraFrame, as the camera-frame script would create it
const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera');
cameraEntity.addComponent('script');
app.root.addChild(cameraEntity);
const camera = cameraEntity.camera;
if (!camera) throw new Error('no camera component');
const frame = new CameraFrame(app, camera);
frame.vignette.intensity = 0.3;
frame.update();

const damage = cameraEntity.script?.create(DamageFlash, { properties: { glslChunk, wgslChunk } });
if (!damage) throw new Error('the script was not created');
const glsl = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_GLSL);
const wgsl = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_WGSL);
console.log(glsl.get('composeMainEndPS')); // → result = applyDamageFlash(result, uv);
console.log(wgsl.get('composeDeclarationsPS') === wgslChunk.resource); // → true

// flash() starts at full strength; it fades over duration seconds
damage.flash();
damage.update(0.3);
console.log(damage.strength.toFixed(2)); // → 0.50

// The compose pass notices the new chunks and builds a shader with them
app.once('postrender', () => {
    const framePass = camera.framePasses[0];
    if (!(framePass instanceof FramePassCameraFrame)) throw new Error('no CameraFrame pass');
    console.log(framePass.composePass.shader.name.includes('-end0')); // → false

    // Destroying the script empties the chunks of the device
    cameraEntity.script?.destroy('damageFlash');
    console.log(JSON.stringify(glsl.get('composeMainEndPS'))); // → ""
});
