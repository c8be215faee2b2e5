import { Entity, Picker } from 'playcanvas';

// Unified rendering needs per-component IDs in the work buffer to pick splats
const gsplat = app.scene.gsplat;
console.log(gsplat.enableIds); // → false
gsplat.enableIds = true;

// The IDs live in an extra 32-bit stream of the work buffer, 4 bytes per splat
console.log(gsplat.format.extraStreams.map((stream) => stream.name).join()); // → pcId

// Each Gaussian Splat component has its own ID, which the picker maps back to the component
const statue = new Entity('Statue');
statue.addComponent('gsplat');
const fountain = new Entity('Fountain');
fountain.addComponent('gsplat');
console.log(statue.gsplat?.id !== fountain.gsplat?.id); // → true

// Splats whose alpha falls below alphaClip are not pickable (the default is 0.3)
console.log(gsplat.alphaClip); // → 0.3
gsplat.alphaClip = 0.2;

// A small pick buffer; `true` adds a depth buffer, for the 3D point under the pointer
const picker = new Picker(app, 256, 256, true);
picker.resize(128, 72);
console.log(picker.width, picker.height); // → 128 72
