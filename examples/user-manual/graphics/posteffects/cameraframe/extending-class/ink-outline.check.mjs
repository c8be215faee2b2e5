// Headless check of ink-outline.mjs and ink-camera-frame.mjs, run by this
// manual's sample runner in Node. In a project the shader files are shader
// assets; Node has no asset server, so this harness reads the files with
// Node's fs and builds the assets in code with the same text. Pages do not
// show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import { Asset, AssetListLoader, Color, Entity, FramePassCameraFrame } from 'playcanvas';
import { InkOutline } from './ink-outline.mjs';
import { InkFramePass, InkPass } from './ink-camera-frame.mjs';

/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
const glslShader = shaderAsset('ink-outline.glsl');
const wgslShader = shaderAsset('ink-outline.wgsl');
await new Promise((resolve) => new AssetListLoader([glslShader, wgslShader], app.assets).load(resolve));

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera');
cameraEntity.addComponent('script');
app.root.addChild(cameraEntity);
const ink = cameraEntity.script?.create(InkOutline, { properties: { glslShader, wgslShader, color: new Color(0.2, 0, 0) } });
const frame = ink?.frame;
if (!frame) throw new Error('no InkCameraFrame');

/** The names of the passes the camera's frame pass runs, in order */
const passNames = () => {
    const framePass = cameraEntity.camera?.framePasses[0];
    if (!(framePass instanceof FramePassCameraFrame)) throw new Error('no CameraFrame pass');
    return framePass.beforePasses.map((pass) => pass.name);
};
const names = passNames();
console.log(cameraEntity.camera?.framePasses[0] instanceof InkFramePass); // → true
console.log(names.indexOf('InkPass') < names.indexOf('RenderPassSceneHalf'), names.at(-2)); // → true RenderPassCompose

// A changed option rebuilds every pass; createPasses() adds the ink pass again
frame.dof.enabled = true;
frame.update();
console.log(passNames().filter((name) => name === 'InkPass').length); // → 1

// After a frame, the ink pass has the script's colour, made linear
app.once('postrender', () => {
    const framePass = /** @type {InkFramePass} */ (cameraEntity.camera?.framePasses[0]);
    const inkPass = framePass.beforePasses.find((pass) => pass instanceof InkPass);
    if (!(inkPass instanceof InkPass)) throw new Error('no InkPass');
    console.log(inkPass.color.r.toFixed(3), inkPass.sourceTexture === framePass.sceneTexture); // → 0.029 true
});
