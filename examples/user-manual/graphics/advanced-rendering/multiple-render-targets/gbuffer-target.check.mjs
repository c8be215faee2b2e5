// Headless check of gbuffer-target.mjs, run by this manual's sample runner in
// Node. In a project the two chunk files are shader assets; Node has no asset
// server, so this harness reads the files with Node's fs and builds the assets
// in code with the same text. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import { Asset, AssetListLoader, Entity, Layer, Material, SHADERLANGUAGE_WGSL } from 'playcanvas';
import { GbufferCapture } from './gbuffer-target.mjs';

/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
const glslChunk = shaderAsset('gbuffer-output.glsl');
const wgslChunk = shaderAsset('gbuffer-output.wgsl');
// A material asset with default settings, as the Editor would store it
const material = new Asset('Statue', 'material', undefined, {});
await new Promise((resolve) => new AssetListLoader([glslChunk, wgslChunk, material], app.assets).load(resolve));
const statueMaterial = material.resource;
if (!(statueMaterial instanceof Material)) throw new Error('material asset did not load');

// The layer and the camera the page's Editor steps create
const gbufferLayer = new Layer({ name: 'GBuffer' });
app.scene.layers.push(gbufferLayer);
const gbufferCamera = new Entity('GBufferCamera');
gbufferCamera.addComponent('camera', { layers: [gbufferLayer.id], priority: -1 });
gbufferCamera.addComponent('script');
gbufferCamera.setLocalPosition(0, 1, 4);
app.root.addChild(gbufferCamera);
const capture = gbufferCamera.script?.create(GbufferCapture, { properties: { glslChunk, wgslChunk, material } });

const renderTarget = gbufferCamera.camera?.renderTarget;
console.log(renderTarget?.colorBufferCount); // → 3
console.log(renderTarget?.getColorBuffer(2).name); // → normal
console.log(gbufferCamera.camera?.getShaderPass()); // → gbuffer
// Buffer 0 clears to the camera's Clear Color, buffers 1 and 2 to their own
console.log(gbufferCamera.camera?.getClearColor(0) === gbufferCamera.camera?.clearColor, gbufferCamera.camera?.getClearColor(2).toString(true)); // → true #00000000
console.log(statueMaterial.getShaderChunks(SHADERLANGUAGE_WGSL).get('outputPS') === wgslChunk.resource); // → true

// An object on the layer, drawn with the material by the frames after this code
const statue = new Entity('Statue');
statue.addComponent('render', { type: 'torus', material: statueMaterial, layers: [gbufferLayer.id] });
app.root.addChild(statue);

// Destroying the script frees the textures and detaches the target
app.once('postrender', () => {
    gbufferCamera.script?.destroy('gbufferCapture');
    console.log(gbufferCamera.camera?.renderTarget === null, capture?.renderTarget?.getColorBuffer(0) ?? 'freed'); // → true freed
});
