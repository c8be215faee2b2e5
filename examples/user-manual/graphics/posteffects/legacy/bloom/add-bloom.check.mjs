// Headless check of add-bloom.mjs and of what the Bloom page states, run by
// this manual's sample runner. Pages do not show this file.
import * as pc from 'playcanvas';
import { addBloom, flare } from './add-bloom.mjs';

// Load the classic script from the playcanvas package, as its script asset would
// be. The query gives this run its own module (Node caches modules by URL); the
// import sits inside a Function so that the runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
await importModule(`${import.meta.resolve('playcanvas/scripts/posteffects/posteffect-bloom.js')}?add-bloom`);
app.graphicsDevice.resizeCanvas(640, 360);

/** @param {string} name */
const makeCamera = (name) => {
    const camera = new pc.Entity(name);
    camera.addComponent('camera');
    app.root.addChild(camera);
    return camera;
};

// Attribute defaults of the script (the effect class alone would start at 1.25 intensity)
const plain = makeCamera('Plain');
plain.addComponent('script');
plain.script?.create('bloom');
const plainEffect = plain.camera?.postEffects.effects[0].effect;
console.log(plainEffect.bloomIntensity, plainEffect.bloomThreshold, plainEffect.blurAmount); // → 1 0.25 4
plain.destroy();

const camera = makeCamera('Camera');
addBloom(camera);
const effect = camera.camera?.postEffects.effects[0].effect;
console.log(camera.camera?.postEffects.effects.map((e) => e.name).join(), effect.bloomIntensity, effect.bloomThreshold, effect.blurAmount); // → BloomEffect 1.5 0.7 6

// After a frame: two half-size RGBA8 targets for the blur
app.update(1 / 60);
app.render();
console.log(effect.targets.map((/** @type {pc.RenderTarget} */ t) => `${t.width}x${t.height} ${t.colorBuffer.format === pc.PIXELFORMAT_RGBA8}`).join(', ')); // → 320x180 true, 320x180 true

// The blur reaches 13.5 texels of the half-size target from the centre (27 screen
// pixels), and a larger blurAmount does not move that limit
const reach = () => (Math.max(...Array.from(effect.sampleOffsets, Math.abs)) * effect.targets[0].height).toFixed(1);
console.log(reach()); // → 13.5
effect.blurAmount = 20;
app.render();
console.log(reach()); // → 13.5
effect.blurAmount = 6;

// flare(): the attribute change reaches the effect each frame, then settles back
flare(app, camera, 3, 0.5);
app.update(1 / 60);
console.log(effect.bloomIntensity.toFixed(2)); // → 2.95
let frames = 0;
app.on('update', () => {
    if (++frames === 40) console.log(effect.bloomIntensity); // → 1.5
});
