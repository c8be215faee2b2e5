import { Color, Entity, StandardMaterial } from 'playcanvas';

// Figure: the stage of the three light-type figures lit by a directional light.
// figure-directional.mjs, figure-omni.mjs and figure-spot.mjs build the same stage; only the light differs.

/** @param {number} r @param {number} g @param {number} b */
const material = (r, g, b) => {
    const m = new StandardMaterial();
    m.diffuse = new Color(r, g, b);
    m.gloss = 0.4;
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

add('plane', material(0.7, 0.7, 0.7), [0, 0, 0], [14, 1, 14]);
add('box', material(0.8, 0.3, 0.2), [-2.2, 0.6, 0], [1.2, 1.2, 1.2]);
add('sphere', material(0.25, 0.45, 0.8), [0, 0.7, 0], [1.4, 1.4, 1.4]);
add('cylinder', material(0.3, 0.65, 0.35), [2.2, 0.8, 0], [1, 1.6, 1]);
app.scene.ambientLight = new Color(0.06, 0.06, 0.08);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.08, 0.09, 0.11), fov: 45 });
camera.setLocalPosition(0, 4.5, 8.5);
camera.lookAt(0, 0.4, 0);
app.root.addChild(camera);

// The sun: parallel light from above and to the left; every object gets the same angle
const sun = new Entity('Sun');
sun.addComponent('light', {
    type: 'directional',
    intensity: 1.2,
    castShadows: true,
    shadowResolution: 2048,
    shadowDistance: 20,
    normalOffsetBias: 0.03
});
sun.setLocalEulerAngles(50, -40, 0);
app.root.addChild(sun);

// The light shines along the entity's -Y axis: down, and away from the camera
const dir = sun.up.clone().mulScalar(-1);
console.log(dir.y < 0, dir.z < 0); // → true true
console.log(sun.light?.type, sun.light?.range); // → directional 10
