import { Color, Entity, StandardMaterial } from 'playcanvas';

// Figure: fence posts along a path, lit by a low sun, with one shadow cascade.
// figure-cascades-1.mjs and figure-cascades-4.mjs build the same scene; only numCascades differs.
const CASCADES = 1;

/** @param {number} r @param {number} g @param {number} b */
const material = (r, g, b) => {
    const m = new StandardMaterial();
    m.diffuse = new Color(r, g, b);
    m.update();
    return m;
};
const grass = material(0.55, 0.65, 0.45);
const wood = material(0.55, 0.4, 0.3);

const ground = new Entity('Ground');
ground.addComponent('render', { type: 'plane', material: grass });
ground.setLocalScale(120, 1, 120);
app.root.addChild(ground);

/** @param {number[]} pos @param {number[]} scale */
const beam = ([x, y, z], [sx, sy, sz]) => {
    const e = new Entity('Fence');
    e.addComponent('render', { type: 'box', material: wood });
    e.setLocalPosition(x, y, z);
    e.setLocalScale(sx, sy, sz);
    app.root.addChild(e);
};
// A fence on each side of a path, from just in front of the camera to 50 units away
for (const x of [-1.6, 1.6]) {
    for (let z = 2; z > -50; z -= 2.5) beam([x, 0.9, z], [0.2, 1.8, 0.2]);
    beam([x, 1.5, -24], [0.08, 0.08, 52]);
    beam([x, 0.8, -24], [0.08, 0.08, 52]);
}
app.scene.ambientLight = new Color(0.35, 0.38, 0.45);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.62, 0.75, 0.9), fov: 55, farClip: 200 });
camera.setLocalPosition(0, 1.7, 5);
camera.lookAt(0, 0.6, -8);
app.root.addChild(camera);

// A low sun from the left: the post shadows fall across the path
const sun = new Entity('Sun');
sun.addComponent('light', {
    type: 'directional',
    intensity: 1.4,
    castShadows: true,
    shadowResolution: 512,
    shadowDistance: 40,
    numCascades: CASCADES,
    cascadeDistribution: 0.5,
    shadowBias: 0.3,
    normalOffsetBias: 0.15
});
sun.setLocalEulerAngles(0, 0, 50);
app.root.addChild(sun);

console.log(sun.light?.numCascades, sun.light?.light.numShadowFaces); // → 1 1
// After the first frame: where the engine split the 40 units (camera nearClip 0.1)
app.once('frameend', () => {
    const splits = Array.from(sun.light?.light._shadowCascadeDistances ?? []);
    console.log(splits.map((d) => d.toFixed(2)).join(' ')); // → 40.00 40.00 40.00 40.00
});
