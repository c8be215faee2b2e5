// Headless check of health-colour.mjs and of what the Hue-Saturation page
// states, run by this manual's sample runner. Pages do not show this file.
import * as pc from 'playcanvas';
import { showHealth } from './health-colour.mjs';

// Load the classic script from the playcanvas package, as its script asset would
// be. The query gives this run its own module (Node caches modules by URL); the
// import sits inside a Function so that the runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
await importModule(`${import.meta.resolve('playcanvas/scripts/posteffects/posteffect-huesaturation.js')}?health-colour`);

const camera = new pc.Entity('Camera');
camera.addComponent('camera');
camera.addComponent('script');
app.root.addChild(camera);

// The attribute defaults change nothing
const look = /** @type {any} */ (camera.script?.create('hueSaturation'));
const effect = camera.camera?.postEffects.effects[0].effect;
console.log(effect.hue, effect.saturation); // → 0 0

showHealth(camera, 0.8);
console.log(effect.saturation); // → 0
showHealth(camera, 0.25);
console.log(look.saturation, effect.saturation); // → -0.5 -0.5
showHealth(camera, 0);
console.log(effect.saturation); // → -1

// hue and saturation reach the effect the same way
look.hue = 0.5;
console.log(effect.hue); // → 0.5
