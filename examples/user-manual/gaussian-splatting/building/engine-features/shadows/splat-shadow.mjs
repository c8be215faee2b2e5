import { Entity, GSplatData, GSplatResource, SHADOW_PCF3_32F } from 'playcanvas';

// A small column of splats built in code stands in for a loaded asset
const names = ['x', 'y', 'z', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3',
    'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity'];
const count = 30;
const properties = names.map((name) => ({ type: 'float', name, storage: new Float32Array(count), byteSize: 4 }));
const column = Object.fromEntries(properties.map((p) => [p.name, p.storage]));
for (let i = 0; i < count; i++) {
    column.y[i] = 0.1 + i * 0.1;
    column.scale_0[i] = column.scale_1[i] = column.scale_2[i] = -2.5;
    column.rot_0[i] = 1;
    column.opacity[i] = 3;
}
const resource = new GSplatResource(app.graphicsDevice, new GSplatData([{ name: 'vertex', count, properties }]));

// The splat casts shadows; the default is false
const pillar = new Entity('Pillar');
pillar.addComponent('gsplat', { resource });
app.root.addChild(pillar);
console.log(pillar.gsplat?.castShadows); // → false
if (pillar.gsplat) pillar.gsplat.castShadows = true;

// A mesh receives the shadow: splats cast shadows but are not lit and receive none
const ground = new Entity('Ground');
ground.addComponent('render', { type: 'plane', castShadows: false });
ground.setLocalScale(10, 1, 10);
app.root.addChild(ground);

// A directional light with one cascade: on WebGPU, splats cast only into such lights
const sun = new Entity('Sun');
sun.addComponent('light', {
    type: 'directional',
    castShadows: true,
    numCascades: 1,
    shadowDistance: 20,
    shadowType: SHADOW_PCF3_32F
});
sun.setLocalEulerAngles(50, 30, 0);
app.root.addChild(sun);
console.log(pillar.gsplat?.castShadows, sun.light?.numCascades); // → true 1

// Splats with alpha below alphaClip leave no shadow (default 0.3); lower it for denser shadows
console.log(app.scene.gsplat.alphaClip); // → 0.3
app.scene.gsplat.alphaClip = 0.2;
