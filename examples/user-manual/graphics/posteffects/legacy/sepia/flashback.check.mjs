// Headless check of flashback.mjs and of what the Sepia page states, run by
// this manual's sample runner. Pages do not show this file.
import * as pc from 'playcanvas';
import { setFlashback } from './flashback.mjs';

// Load the classic script from the playcanvas package, as its script asset would
// be. The query gives this run its own module (Node caches modules by URL); the
// import sits inside a Function so that the runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
await importModule(`${import.meta.resolve('playcanvas/scripts/posteffects/posteffect-sepia.js')}?flashback`);

const camera = new pc.Entity('Camera');
camera.addComponent('camera');
camera.addComponent('script');
app.root.addChild(camera);
const queue = camera.camera?.postEffects;

// The default amount is the full tint
camera.script?.create('sepia');
const effect = queue?.effects[0].effect;
console.log(effect.amount, queue?.effects.length); // → 1 1

// Off: out of the queue (and the queue itself stops); on: back in, with the new amount
setFlashback(camera, false);
console.log(queue?.effects.length, queue?.enabled); // → 0 false
setFlashback(camera, true, 0.6);
console.log(queue?.effects.length, queue?.effects[0].effect === effect, effect.amount); // → 1 true 0.6
