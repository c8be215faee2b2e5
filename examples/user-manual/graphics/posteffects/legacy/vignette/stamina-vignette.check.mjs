// Headless check of stamina-vignette.mjs and of what the Vignette page states,
// run by this manual's sample runner. Pages do not show this file.
import * as pc from 'playcanvas';
import { showStamina } from './stamina-vignette.mjs';

// Load the classic script from the playcanvas package, as its script asset would
// be. The query gives this run its own module (Node caches modules by URL); the
// import sits inside a Function so that the runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
await importModule(`${import.meta.resolve('playcanvas/scripts/posteffects/posteffect-vignette.js')}?stamina-vignette`);

const camera = new pc.Entity('Camera');
camera.addComponent('camera');
camera.addComponent('script');
app.root.addChild(camera);

// Attribute defaults
camera.script?.create('vignette');
const effect = camera.camera?.postEffects.effects[0].effect;
console.log(effect.offset, effect.darkness); // → 1 1

showStamina(camera, 0.5);
console.log(effect.offset.toFixed(2), effect.darkness); // → 1.30 1
showStamina(camera, 0);
console.log(effect.offset.toFixed(2)); // → 1.60

// The shader's blend toward the edge colour: dot(uv, uv), uv = (screen uv - 0.5) * offset
/** @param {number} u @param {number} v @param {number} offset */
const blend = (u, v, offset) => ((u - 0.5) * offset) ** 2 + ((v - 0.5) * offset) ** 2;
console.log(blend(0, 0, 1), blend(0.5, 0, 1), blend(0, 0, Math.SQRT2).toFixed(2)); // → 0.5 0.25 1.00
