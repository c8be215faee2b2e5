import { Color, Entity, StandardMaterial } from 'playcanvas';

// Figure: the stage of the three light-type figures lit by a spot light aimed at the sphere.
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
const sphere = add('sphere', material(0.25, 0.45, 0.8), [0, 0.7, 0], [1.4, 1.4, 1.4]);
add('cylinder', material(0.3, 0.65, 0.35), [2.2, 0.8, 0], [1, 1.6, 1]);
app.scene.ambientLight = new Color(0.06, 0.06, 0.08);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.08, 0.09, 0.11), fov: 45 });
camera.setLocalPosition(0, 4.5, 8.5);
camera.lookAt(0, 0.4, 0);
app.root.addChild(camera);

// A stage light above and in front of the sphere, with a soft edge between the two cone angles
const spot = new Entity('Spot');
spot.addComponent('light', {
    type: 'spot',
    color: new Color(1, 0.95, 0.85),
    intensity: 2,
    range: 12,
    innerConeAngle: 18,
    outerConeAngle: 28,
    castShadows: true,
    shadowResolution: 1024,
    normalOffsetBias: 0.02
});
spot.setLocalPosition(1.5, 5, 2.5);
// lookAt() turns -Z to the target; a spot shines along -Y, so turn 90 degrees about local X
spot.lookAt(sphere.getPosition());
spot.rotateLocal(90, 0, 0);
app.root.addChild(spot);

// The cone's axis (-Y) now points at the sphere
const axis = spot.up.clone().mulScalar(-1);
const toSphere = sphere.getPosition().clone().sub(spot.getPosition()).normalize();
console.log(axis.dot(toSphere).toFixed(3)); // → 1.000
console.log(spot.light?.light.numShadowFaces); // → 1
