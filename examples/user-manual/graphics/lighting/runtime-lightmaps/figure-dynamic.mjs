import { Color, Entity, StandardMaterial } from 'playcanvas';

// Figure: a small courtyard lit in real time: a sun with a hard shadow and two warm lamps
// without shadows, on top of flat ambient light. figure-baked.mjs bakes the same lights.

// Real-time lights: every frame evaluates them; only the sun casts a (hard) shadow
const sunOptions = { castShadows: true, shadowResolution: 2048, shadowDistance: 30, shadowBias: 0.2, normalOffsetBias: 0.1 };
const lampOptions = { castShadows: false };

const plaster = new StandardMaterial();
plaster.diffuse = new Color(0.82, 0.8, 0.76);
plaster.update();
const stone = new StandardMaterial();
stone.diffuse = new Color(0.55, 0.57, 0.62);
stone.update();

/** Adds a static primitive; lightmapped is false in this figure. */
const add = (name, type, material, [x, y, z], [sx, sy, sz]) => {
    const e = new Entity(name);
    e.addComponent('render', { type, material, lightmapped: false });
    e.setLocalPosition(x, y, z);
    e.setLocalScale(sx, sy, sz);
    app.root.addChild(e);
    return e;
};
add('Floor', 'plane', plaster, [0, 0, 0], [12, 1, 12]);
add('Back Wall', 'box', plaster, [0, 1.5, -4], [10, 3, 0.3]);
add('Side Wall', 'box', plaster, [-4.5, 1.5, 0], [0.3, 3, 8]);
for (const x of [-2, 0.5, 3]) add('Pillar', 'box', stone, [x, 1.25, -1.5], [0.5, 2.5, 0.5]);
add('Bench', 'box', stone, [-2.5, 0.3, 1.5], [2.4, 0.6, 0.7]);
add('Ball', 'sphere', stone, [1.5, 0.5, 1.5], [1, 1, 1]);

app.scene.ambientLight = new Color(0.22, 0.24, 0.3);

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 1.1, ...sunOptions });
sun.setLocalEulerAngles(55, 35, 0);
app.root.addChild(sun);
for (const [x, z] of [[-3, -2.5], [3.2, 0.5]]) {
    const lamp = new Entity('Lamp');
    lamp.addComponent('light', { type: 'omni', color: new Color(1, 0.7, 0.4), intensity: 1.5, range: 4, ...lampOptions });
    lamp.setLocalPosition(x, 1.8, z);
    app.root.addChild(lamp);
}

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.55, 0.65, 0.8), fov: 50 });
camera.setLocalPosition(4.5, 5, 7.5);
camera.lookAt(-0.5, 0.5, -0.5);
app.root.addChild(camera);

// Three lights, all evaluated at runtime, and no lightmapped mesh
const lights = app.root.findComponents('light');
console.log(lights.length, lights.every((light) => light.affectDynamic && !light.bake)); // → 3 true
