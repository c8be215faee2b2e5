// Figure scene, built headless in Node. A project keeps the two chunk files as
// shader assets (see gbuffer-target.mjs); Node has no asset server, so this
// scene reads them from disk with Node's fs. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import {
    Color, Entity, Layer, PIXELFORMAT_RGBA8, RENDERTARGET_ORIGIN_TOP, RenderTarget,
    SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, StandardMaterial, Texture
} from 'playcanvas';

// Figure: one render of a small scene into three colour buffers (lit colour,
// albedo, normal), shown side by side on three planes by the main camera

const device = app.graphicsDevice;
const texture = (name) => new Texture(device, { name, width: 512, height: 512, format: PIXELFORMAT_RGBA8, mipmaps: false });
const renderTarget = new RenderTarget({
    name: 'GBuffer',
    colorBuffers: [texture('lit'), texture('albedo'), texture('normal')],
    depth: true,
    origin: RENDERTARGET_ORIGIN_TOP
});

const gbufferLayer = new Layer({ name: 'GBuffer' });
app.scene.layers.push(gbufferLayer);

const gbufferCamera = new Entity('GBufferCamera');
gbufferCamera.addComponent('camera', {
    layers: [gbufferLayer.id], renderTarget, priority: -1, clearColor: new Color(0.15, 0.15, 0.18)
});
gbufferCamera.setLocalPosition(0, 1.5, 5);
gbufferCamera.lookAt(0, 0.5, 0);
app.root.addChild(gbufferCamera);
gbufferCamera.camera?.setShaderPass('gbuffer');

const light = new Entity('light');
light.addComponent('light', { type: 'directional', layers: [gbufferLayer.id] });
light.setLocalEulerAngles(45, 30, 0);
app.root.addChild(light);

const glsl = readFileSync(new URL('./gbuffer-output.glsl', import.meta.url), 'utf8');
const wgsl = readFileSync(new URL('./gbuffer-output.wgsl', import.meta.url), 'utf8');
/**
 * @param {'box' | 'sphere' | 'torus'} type - The primitive.
 * @param {Color} color - Its diffuse colour.
 * @param {number} x - Its position on the X axis.
 */
function addShape(type, color, x) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.shaderChunksVersion = '2.23';
    material.getShaderChunks(SHADERLANGUAGE_GLSL).set('outputPS', glsl);
    material.getShaderChunks(SHADERLANGUAGE_WGSL).set('outputPS', wgsl);
    material.update();
    const shape = new Entity(type);
    shape.addComponent('render', { type, material, layers: [gbufferLayer.id] });
    shape.setLocalPosition(x, 0.5, 0);
    app.root.addChild(shape);
}
addShape('box', new Color(0.9, 0.3, 0.2), -1.2);
addShape('sphere', new Color(0.2, 0.6, 0.9), 0);
addShape('torus', new Color(0.9, 0.8, 0.2), 1.2);

// Main camera: three planes, each showing one colour buffer unlit
const camera = new Entity('camera');
camera.addComponent('camera', { clearColor: new Color(0.55, 0.57, 0.6), fov: 30 });
camera.setLocalPosition(0, 0, 7.5);
app.root.addChild(camera);
for (let i = 0; i < 3; i++) {
    const material = new StandardMaterial();
    material.useLighting = false;
    material.diffuse = new Color(0, 0, 0);
    material.emissive = new Color(1, 1, 1);
    material.emissiveMap = renderTarget.getColorBuffer(i);
    material.update();
    const plane = new Entity(`buffer-${i}`);
    plane.addComponent('render', { type: 'plane', material });
    plane.setLocalPosition((i - 1) * 2.2, 0, 0);
    plane.setLocalEulerAngles(90, 0, 0);
    plane.setLocalScale(2, 1, 2);
    app.root.addChild(plane);
}
console.log(renderTarget.colorBufferCount); // → 3
console.log(gbufferCamera.camera?.getShaderPass()); // → gbuffer
