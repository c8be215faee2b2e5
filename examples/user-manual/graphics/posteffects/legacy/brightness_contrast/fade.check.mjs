// Headless check of fade.mjs and of what the Brightness-Contrast page states,
// run by this manual's sample runner. Pages do not show this file.
import * as pc from 'playcanvas';
import { fade } from './fade.mjs';

// Load the classic script from the playcanvas package, as its script asset would
// be. The query gives this run its own module (Node caches modules by URL); the
// import sits inside a Function so that the runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
await importModule(`${import.meta.resolve('playcanvas/scripts/posteffects/posteffect-brightnesscontrast.js')}?fade`);

const camera = new pc.Entity('Camera');
camera.addComponent('camera');
camera.addComponent('script');
app.root.addChild(camera);

// The attribute defaults change nothing
const grade = /** @type {any} */ (camera.script?.create('brightnessContrast'));
const effect = camera.camera?.postEffects.effects[0].effect;
console.log(grade.brightness, grade.contrast, effect.brightness, effect.contrast); // → 0 0 0 0

// Half a second to black: the runner then advances 60 frames of 1/60 s
fade(app, camera, true, 0.5).then(() => {
    console.log(grade.brightness, effect.brightness); // → -1 -1
});
app.update(0.25);
console.log(effect.brightness); // → -0.5
