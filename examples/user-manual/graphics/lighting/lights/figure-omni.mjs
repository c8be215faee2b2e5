import { Color, Entity, LIGHTFALLOFF_INVERSESQUARED, StandardMaterial } from 'playcanvas';

// Figure: the stage of the three light-type figures lit by an omni light between the objects.
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

// A bulb in front of the objects: light in every direction, fading out at its range
const bulb = new Entity('Bulb');
bulb.addComponent('light', {
    type: 'omni',
    color: new Color(1, 0.85, 0.65),
    intensity: 1.5,
    range: 7,
    falloffMode: LIGHTFALLOFF_INVERSESQUARED,
    castShadows: true,
    shadowBias: 0.1,
    normalOffsetBias: 0.05
});
bulb.setLocalPosition(0, 1.6, 1.8);
app.root.addChild(bulb);

// A small glowing ball shows where the bulb is
const glow = new StandardMaterial();
glow.emissive = new Color(1, 0.85, 0.65);
glow.update();
const marker = add('sphere', glow, [0, 1.6, 1.8], [0.15, 0.15, 0.15]);
if (marker.render) marker.render.castShadows = false;

// An omni light renders its shadow map once per cube face
console.log(bulb.light?.light.numShadowFaces); // → 6
console.log(bulb.light?.range); // → 7
