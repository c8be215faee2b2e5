// Headless check of retro-pixels.mjs, run by this manual's sample runner in
// Node. In a project the shader files are shader assets; Node has no asset
// server, so this harness reads the files with Node's fs and builds the assets
// in code with the same text. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import { Asset, AssetListLoader, Entity } from 'playcanvas';
import { RetroPixels } from './retro-pixels.mjs';

/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
const glslShader = shaderAsset('retro-posterize.glsl');
const wgslShader = shaderAsset('retro-posterize.wgsl');
await new Promise((resolve) => new AssetListLoader([glslShader, wgslShader], app.assets).load(resolve));

// A 640 x 360 back buffer
app.graphicsDevice.setResolution(640, 360);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera');
cameraEntity.addComponent('script');
app.root.addChild(cameraEntity);
const camera = cameraEntity.camera;
if (!camera) throw new Error('no camera component');
const retro = cameraEntity.script?.create(RetroPixels, { properties: { glslShader, wgslShader, pixelSize: 4 } });
if (!retro) throw new Error('the script was not created');

console.log(camera.framePasses.map((pass) => pass.name).join(' > ')); // → RenderPassForward > PosterizePass > RenderPassForward
// The UI layer goes to the last pass; the other layers of the camera to the first
console.log(retro.scenePass?.layerRenderSteps.map((step) => step.layer?.name).join(', ')); // → World, Skybox, World, Immediate, Immediate

// The scene fires its prerender event for the camera, as it does without frame passes
let prerenders = 0;
app.scene.on('prerender', (cameraComponent) => {
    if (cameraComponent === camera) prerenders++;
});

// Each frame, the scene target follows the back buffer's size divided by pixelSize
app.once('postrender', () => {
    console.log(prerenders); // → 1
    console.log(retro.renderTarget?.width, retro.renderTarget?.height); // → 160 90

    // Disabled, the camera renders without the passes; enabled, with them again
    retro.enabled = false;
    console.log(camera.framePasses.length); // → 0
    retro.enabled = true;
    console.log(camera.framePasses.length); // → 3
});
