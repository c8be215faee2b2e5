// Figure scene, built headless in Node. A project keeps the chunk files as
// shader assets (see damage-flash.mjs); Node has no asset server, so this
// scene reads them from disk with Node's fs. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import { CameraFrame, Color, Entity, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, ShaderChunks, StandardMaterial, TONEMAP_ACES } from 'playcanvas';

// Figure: a courtyard of crates at the moment of a hit: the compose chunks of
// damage-flash tint the edges of the screen red. The same scene without the
// chunks is figure-damage-flash-off.mjs.

app.scene.ambientLight = new Color(0.3, 0.32, 0.35);

/** @param {Color} color */
function paint(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    return material;
}

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: paint(new Color(0.5, 0.55, 0.45)) });
floor.setLocalScale(20, 1, 20);
app.root.addChild(floor);

const wood = paint(new Color(0.6, 0.42, 0.25));
for (let i = 0; i < 6; i++) {
    const crate = new Entity(`Crate ${i}`);
    crate.addComponent('render', { type: 'box', material: wood });
    crate.setPosition(-3 + (i % 3) * 3, 0.5, -1 - Math.floor(i / 3) * 3);
    crate.setEulerAngles(0, i * 23, 0);
    app.root.addChild(crate);
}

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 1.5, castShadows: true, shadowDistance: 30, shadowBias: 0.2, normalOffsetBias: 0.1 });
sun.setEulerAngles(50, 30, 0);
app.root.addChild(sun);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.6, 0.72, 0.88), fov: 55 });
cameraEntity.setPosition(0, 1.7, 5);
cameraEntity.lookAt(0, 0.8, -2);
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');

const frame = new CameraFrame(app, cameraEntity.camera);
frame.rendering.toneMapping = TONEMAP_ACES;
frame.update();

// The chunks of the page, at 80 % strength: the moment of the hit
const device = app.graphicsDevice;
const glsl = ShaderChunks.get(device, SHADERLANGUAGE_GLSL);
const wgsl = ShaderChunks.get(device, SHADERLANGUAGE_WGSL);
glsl.set('composeDeclarationsPS', readFileSync(new URL('./damage-flash.glsl', import.meta.url), 'utf8'));
wgsl.set('composeDeclarationsPS', readFileSync(new URL('./damage-flash.wgsl', import.meta.url), 'utf8'));
glsl.set('composeMainEndPS', 'result = applyDamageFlash(result, uv);');
wgsl.set('composeMainEndPS', 'result = applyDamageFlash(result, uv);');
const red = new Color().linear(new Color(0.8, 0, 0));
device.scope.resolve('uDamage').setValue(0.8);
device.scope.resolve('uDamageColor').setValue([red.r, red.g, red.b]);
console.log(glsl.get('composeMainEndPS')); // → result = applyDamageFlash(result, uv);
