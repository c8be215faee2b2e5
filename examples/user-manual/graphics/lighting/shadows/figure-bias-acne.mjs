import { Color, Entity, StandardMaterial } from 'playcanvas';

// Figure: a box, a sphere and a thin wall under a low sun, with no bias: shadow acne.
// figure-bias-acne.mjs, figure-bias-correct.mjs and figure-bias-peter-panning.mjs build the same scene;
// only shadowBias and normalOffsetBias differ.
const SHADOW_BIAS = 0;
const NORMAL_OFFSET_BIAS = 0;

/** @param {number} r @param {number} g @param {number} b */
const material = (r, g, b) => {
    const m = new StandardMaterial();
    m.diffuse = new Color(r, g, b);
    m.update();
    return m;
};
/** @param {'box' | 'sphere' | 'cylinder' | 'plane'} type @param {StandardMaterial} mat @param {number[]} pos @param {number[]} scale */
const add = (type, mat, [x, y, z], [sx, sy, sz]) => {
    const e = new Entity(type);
    e.addComponent('render', { type, material: mat });
    e.setLocalPosition(x, y, z);
    e.setLocalScale(sx, sy, sz);
    app.root.addChild(e);
    return e;
};
add('plane', material(0.75, 0.75, 0.72), [0, 0, 0], [20, 1, 20]);
add('box', material(0.8, 0.35, 0.25), [-1.6, 0.5, 0], [1, 1, 1]);
add('sphere', material(0.3, 0.5, 0.85), [0.4, 0.6, 0.6], [1.2, 1.2, 1.2]);
add('box', material(0.85, 0.8, 0.6), [1.8, 0.75, -0.8], [0.15, 1.5, 2]);
app.scene.ambientLight = new Color(0.2, 0.22, 0.26);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.1, 0.11, 0.13), fov: 45 });
camera.setLocalPosition(0.5, 3.2, 6);
camera.lookAt(0.2, 0.4, -0.2);
app.root.addChild(camera);

// A low sun from the right: long shadows and grazing light on the ground
const sun = new Entity('Sun');
sun.addComponent('light', {
    type: 'directional',
    intensity: 1.3,
    castShadows: true,
    shadowResolution: 512,
    shadowDistance: 12,
    shadowBias: SHADOW_BIAS,
    normalOffsetBias: NORMAL_OFFSET_BIAS
});
sun.setLocalEulerAngles(-20, 0, -65);
app.root.addChild(sun);

console.log(sun.light?.shadowBias, sun.light?.normalOffsetBias); // → 0 0
