import { Color, Entity, SHADOW_PCSS_32F, StandardMaterial } from 'playcanvas';

// Figure: a pole and a table under the sun with PCSS soft shadows: sharp where an object touches
// the ground, softer the farther the shadow falls from it.
// figure-soft-pcf.mjs and figure-soft-pcss.mjs build the same scene; only the shadow type differs.

/** @param {number} r @param {number} g @param {number} b */
const material = (r, g, b) => {
    const m = new StandardMaterial();
    m.diffuse = new Color(r, g, b);
    m.update();
    return m;
};
const wood = material(0.6, 0.45, 0.32);
/** @param {'box' | 'sphere' | 'cylinder' | 'plane'} type @param {StandardMaterial} mat @param {number[]} pos @param {number[]} scale */
const add = (type, mat, [x, y, z], [sx, sy, sz]) => {
    const e = new Entity(type);
    e.addComponent('render', { type, material: mat });
    e.setLocalPosition(x, y, z);
    e.setLocalScale(sx, sy, sz);
    app.root.addChild(e);
    return e;
};
add('plane', material(0.78, 0.76, 0.72), [0, 0, 0], [20, 1, 20]);
add('cylinder', material(0.35, 0.35, 0.4), [-2, 1.75, -0.5], [0.15, 3.5, 0.15]);
// A table: a top on four legs
add('box', wood, [1, 1.1, 0], [2, 0.1, 1.2]);
for (const [x, z] of [[0.1, -0.5], [1.9, -0.5], [0.1, 0.5], [1.9, 0.5]]) add('box', wood, [x, 0.525, z], [0.08, 1.05, 0.08]);
app.scene.ambientLight = new Color(0.3, 0.32, 0.36);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.1, 0.11, 0.13), fov: 45 });
camera.setLocalPosition(0, 4.5, 6.5);
camera.lookAt(0, 0.3, -0.8);
app.root.addChild(camera);

const sun = new Entity('Sun');
sun.addComponent('light', {
    type: 'directional',
    intensity: 1.3,
    castShadows: true,
    shadowResolution: 2048,
    shadowDistance: 15,
    normalOffsetBias: 0.2, // PCSS gets no depth bias while the map renders: offset along the normal instead
    shadowType: SHADOW_PCSS_32F,
    penumbraSize: 0.14, // penumbra width per unit of distance between caster and receiver
    shadowSamples: 32
});
sun.setLocalEulerAngles(-35, 0, 35);
app.root.addChild(sun);

// PCSS needs float textures that can be rendered and filtered; without them the engine uses PCF 3x3
console.log(sun.light?.penumbraSize, sun.light?.shadowSamples, sun.light?.shadowBlockerSamples); // → 0.14 32 16
