import { Entity } from 'playcanvas';

// Scales the resolution of every lightmap; the engine's own default is 1
app.scene.lightmapSizeMultiplier = 16;

// Static meshes that receive lightmaps
const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', lightmapped: true });
floor.setLocalScale(10, 1, 10);
app.root.addChild(floor);

const pillar = new Entity('Pillar');
pillar.addComponent('render', { type: 'box', lightmapped: true });
pillar.setLocalPosition(0, 1, 0);
pillar.setLocalScale(1, 2, 1);
app.root.addChild(pillar);

// A baked sun with a soft shadow: 16 samples spread over 10 degrees
const sun = new Entity('Sun');
sun.addComponent('light', {
    type: 'directional',
    bake: true,
    affectDynamic: false,
    castShadows: true,
    bakeDir: false,
    bakeNumSamples: 16,
    bakeArea: 10
});
sun.setLocalEulerAngles(50, 30, 0);
app.root.addChild(sun);

// Lightmap sizes come from each mesh's world-space size and the multipliers
console.log(app.lightmapper?.calculateLightmapSize(floor)); // → 128
console.log(app.lightmapper?.calculateLightmapSize(pillar)); // → 32

// The application bakes once, just before it renders its first frame
app.once('postrender', () => {
    console.log(app.lightmapper?.stats.lightmapCount); // → 2
});
