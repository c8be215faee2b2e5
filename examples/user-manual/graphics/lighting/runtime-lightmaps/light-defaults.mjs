import { Entity, MASK_BAKE } from 'playcanvas';

// A new Light component is a dynamic light: it lights non-lightmapped meshes at runtime
const lamp = new Entity('Lamp');
const light = lamp.addComponent('light', { type: 'omni' });
app.root.addChild(lamp);

console.log(light?.bake, light?.affectDynamic, light?.affectLightmapped); // → false true false
console.log(light?.bakeDir, light?.bakeNumSamples, light?.bakeArea); // → true 1 0

// Make it a baked-only light: drawn into lightmaps, free at runtime
if (light) {
    light.bake = true;
    light.affectDynamic = false;
}
console.log(light?.bake, light?.affectDynamic); // → true false

// Order matters: affectLightmapped turned on after bake takes the light out of the bake
if (light) {
    light.affectLightmapped = true;
    console.log(light.bake, (light.mask & MASK_BAKE) !== 0); // → true false
    light.affectLightmapped = false;
}
