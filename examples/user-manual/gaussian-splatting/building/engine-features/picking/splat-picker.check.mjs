// Headless check of splat-picker.mjs, run by this manual's sample runner in Node.
// Node has no mouse and no GPU read-back: it proves the script's setup only.
// Pages do not show this file.
import { Entity } from 'playcanvas';
import { SplatPicker } from './splat-picker.mjs';

const camera = new Entity('Camera');
camera.addComponent('camera');
camera.addComponent('script');
app.root.addChild(camera);
const script = camera.script?.create(SplatPicker, { properties: { resolution: 0.5 } });

console.log(app.scene.gsplat.enableIds, script?.picker !== null, script?.resolution); // → true true 0.5
