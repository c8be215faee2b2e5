// Headless check of keep-fxaa-last.mjs and of what the FXAA page states, run
// by this manual's sample runner. Pages do not show this file.
import * as pc from 'playcanvas';
import { keepFxaaLast } from './keep-fxaa-last.mjs';

// Load the classic scripts from the playcanvas package, as their script assets
// would be. The query gives this run its own modules (Node caches modules by URL);
// the import sits inside a Function so that the runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
for (const name of ['fxaa', 'vignette']) {
    await importModule(`${import.meta.resolve(`playcanvas/scripts/posteffects/posteffect-${name}.js`)}?keep-fxaa-last`);
}
app.graphicsDevice.resizeCanvas(640, 360);

const camera = new pc.Entity('Camera');
camera.addComponent('camera');
app.root.addChild(camera);
const queue = camera.camera?.postEffects;
const names = () => queue?.effects.map((entry) => entry.name).join(' > ');

keepFxaaLast(camera);
// The script has no attributes
console.log(names(), Object.keys(/** @type {any} */ (app.scripts.get('fxaa'))?.attributes.index ?? {}).length); // → FxaaEffect 0

// An effect added later runs after FXAA, until FXAA is moved back to the end
camera.script?.create('vignette');
console.log(names()); // → FxaaEffect > VignetteEffect
keepFxaaLast(camera);
console.log(names()); // → VignetteEffect > FxaaEffect

// The shader reads neighbours one texel apart: the size comes from the input each frame
app.update(1 / 60);
app.render();
const fxaa = queue?.effects[1].effect;
console.log(Math.round(1 / fxaa.resolution[0]), Math.round(1 / fxaa.resolution[1])); // → 640 360

// Only the last effect of the queue gets the camera's viewport rectangle: with FXAA last it
// gets one, with an effect after it FXAA draws its whole target from pixel (0, 0)
/** @type {boolean[]} */
const gotRect = [];
const render = fxaa.render.bind(fxaa);
fxaa.render = (/** @type {any} */ input, /** @type {any} */ output, /** @type {any} */ rect) => {
    gotRect.push(!!rect);
    render(input, output, rect);
};
app.render();
const vignette = camera.script?.get('vignette');
if (vignette) {
    vignette.enabled = false;
    vignette.enabled = true;
}
app.render();
console.log(names(), gotRect.join(' ')); // → FxaaEffect > VignetteEffect true false
