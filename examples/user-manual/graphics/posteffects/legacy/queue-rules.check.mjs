// Headless check of what the Legacy Post Effects pages state about the queue,
// run by this manual's sample runner. Pages do not show this file.
import * as pc from 'playcanvas';

// Load the classic scripts from the playcanvas package, as their script assets
// would be. The query gives this run its own module (Node caches modules by URL);
// the import sits inside a Function so that the runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
for (const name of ['brightnesscontrast', 'vignette', 'sepia', 'fxaa']) {
    await importModule(`${import.meta.resolve(`playcanvas/scripts/posteffects/posteffect-${name}.js`)}?queue-rules`);
}
app.graphicsDevice.resizeCanvas(640, 360);

const camera = new pc.Entity('Camera');
camera.addComponent('camera');
camera.addComponent('script');
app.root.addChild(camera);
const queue = camera.camera?.postEffects;
const names = () => queue?.effects.map((entry) => entry.name).join(' > ');

// add-effects.mjs: the queue follows the order in which the scripts start
camera.script?.create('brightnessContrast', { attributes: { contrast: 0.25 } });
camera.script?.create('vignette', { attributes: { darkness: 0.8 } });
console.log(names()); // → BrightnessContrastEffect > VignetteEffect

// Turning a script off and on again moves its effect to the end
const grade = camera.script?.get('brightnessContrast');
if (grade) {
    grade.enabled = false;
    grade.enabled = true;
}
console.log(names()); // → VignetteEffect > BrightnessContrastEffect

// A script created at runtime joins the end, whatever its index in the component
camera.script?.create('sepia', { ind: 0 });
console.log(camera.script?.scripts[0] === camera.script?.get('sepia'), names()); // → true VignetteEffect > BrightnessContrastEffect > SepiaEffect

// Every effect gets a full-size input target; only the first has a depth buffer
console.log(queue?.effects.map((e) => `${e.inputTarget.width}x${e.inputTarget.height} ${e.inputTarget.colorBuffer.format === pc.PIXELFORMAT_RGBA8} ${!!e.inputTarget.depth}`).join(', ')); // → 640x360 true true, 640x360 true false, 640x360 true false

// Disabling the camera entity removes the effects; enabling adds them back in script order
camera.enabled = false;
console.log(queue?.effects.length, queue?.enabled); // → 0 false
camera.enabled = true;
console.log(names()); // → SepiaEffect > BrightnessContrastEffect > VignetteEffect

// While the queue is active, the camera renders into the first effect's target
console.log(camera.camera?.renderTarget === queue?.effects[0].inputTarget); // → true

// The effects stop before the UI layer
console.log(camera.camera?.disablePostEffectsLayer === pc.LAYERID_UI); // → true

// With CameraFrame on the camera, the legacy effects are no longer rendered
let renders = 0;
const last = queue?.effects[2].effect;
const render = last.render.bind(last);
last.render = (/** @type {any[]} */ ...args) => {
    renders++;
    render(...args);
};
app.update(1 / 60);
app.render();
console.log(renders); // → 1
if (camera.camera) new pc.CameraFrame(app, camera.camera).update();
renders = 0;
app.update(1 / 60);
app.render();
console.log(renders); // → 0
