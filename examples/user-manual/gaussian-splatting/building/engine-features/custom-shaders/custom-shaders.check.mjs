// Headless check of scan-band.mjs, hologram-lines.mjs and crop-box.mjs, run by this manual's
// sample runner in Node. In a project the shader files are shader assets; Node has no asset
// server, so this harness reads the files with Node's fs and builds the assets in code with
// the same text. Node has no GPU either: it proves what the scripts set up, not the pixels.
// Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import { Asset, AssetListLoader, Entity, GSplatData, GSplatResource, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Vec3 } from 'playcanvas';
import { SplatCrop } from './crop-box.mjs';
import { SplatHologram } from './hologram-lines.mjs';
import { SplatScanBand } from './scan-band.mjs';

/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
const files = ['scan-band.glsl', 'scan-band.wgsl', 'hologram-lines.glsl', 'hologram-lines.wgsl', 'crop-box.glsl', 'crop-box.wgsl'];
const [scanGLSL, scanWGSL, holoGLSL, holoWGSL, cropGLSL, cropWGSL] = files.map(shaderAsset);
await new Promise((resolve) => new AssetListLoader([scanGLSL, scanWGSL, holoGLSL, holoWGSL, cropGLSL, cropWGSL], app.assets).load(resolve));

// A splat entity with a few splats built in code
const names = ['x', 'y', 'z', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity'];
const properties = names.map((name) => ({ type: 'float', name, storage: new Float32Array(4).fill(name === 'rot_0' ? 1 : 0), byteSize: 4 }));
const splat = new Entity('Splat');
splat.addComponent('gsplat', { resource: new GSplatResource(app.graphicsDevice, new GSplatData([{ name: 'vertex', count: 4, properties }])) });
splat.addComponent('script');
app.root.addChild(splat);

const scan = splat.script?.create(SplatScanBand, { properties: { glsl: scanGLSL, wgsl: scanWGSL, bottom: 0, top: 2, speed: 1 } });
splat.script?.create(SplatHologram, { properties: { glsl: holoGLSL, wgsl: holoWGSL, lineSpacing: 3 } });
const crop = splat.script?.create(SplatCrop, { properties: { glsl: cropGLSL, wgsl: cropWGSL } });

const material = app.scene.gsplat.material;
console.log(material.getShaderChunks(SHADERLANGUAGE_GLSL).get('gsplatModifyVS') === scanGLSL.resource); // → true
console.log(material.getShaderChunks(SHADERLANGUAGE_WGSL).get('gsplatModifyPS') === holoWGSL.resource); // → true
const lineSpacing = /** @type {{ data: number } | undefined} */ (material.getParameter('uLineSpacing'));
console.log(lineSpacing?.data); // → 3

crop?.setBox(new Vec3(-2, 0, -2), new Vec3(2, 1, 2));
console.log(String(splat.gsplat?.getParameter('uBoxMax'))); // → 2,1,2

// Half a second after the start, the band is half a unit above the bottom
if (scan) {
    scan.time = 0;
    scan.update(0.5);
}
const bandHeight = /** @type {{ data: number } | undefined} */ (material.getParameter('uBandHeight'));
console.log(bandHeight?.data); // → 0.5

// With a camera, the first frame makes the material that draws the World layer for it
const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setLocalPosition(0, 1, 4);
app.root.addChild(camera);
app.systems.gsplat?.once('material:created', (created, sceneCamera, layer) => {
    console.log(sceneCamera === camera.camera?.camera, layer.name); // → true World
    // It takes the template's chunks and parameters later in the same frame
    app.once('frameend', () => {
        const chunks = created.getShaderChunks(SHADERLANGUAGE_GLSL);
        console.log(chunks.get('gsplatModifyPS') === holoGLSL.resource, created.getParameter('uLineSpacing')?.data); // → true 3
    });
});
