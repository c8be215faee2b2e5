import { Entity, SHADOW_CASCADE_0, SHADOW_CASCADE_1 } from 'playcanvas';

// An open landscape: a sun with three cascades over 60 units
const sun = new Entity('Sun');
sun.addComponent('light', {
    type: 'directional',
    castShadows: true,
    shadowResolution: 2048,
    shadowDistance: 60,
    numCascades: 3,
    cascadeDistribution: 0.7,
    normalOffsetBias: 0.05
});
sun.setEulerAngles(50, 30, 0);
app.root.addChild(sun);

/**
 * Where each cascade ends, as the engine splits the range from the camera's near clip to
 * min(farClip, shadowDistance): a blend of even and logarithmic splits.
 * @param {number} near @param {number} far @param {number} count @param {number} distribution
 */
function cascadeEnds(near, far, count, distribution) {
    const ends = [];
    for (let i = 1; i < count; i++) {
        const t = i / count;
        const even = near + (far - near) * t;
        const log = near * (far / near) ** t;
        ends.push(even + (log - even) * distribution);
    }
    ends.push(far);
    return ends;
}
// A camera with the default nearClip of 0.1
console.log(cascadeEnds(0.1, 60, 3, 0.7).map((d) => d.toFixed(1)).join(', ')); // → 6.6, 17.0, 60.0
console.log(sun.light?.light.numShadowFaces); // → 3

// A tree casts into every cascade; a pebble only into the two nearest ones
const tree = new Entity('Tree');
tree.addComponent('render', { type: 'cylinder', castShadows: true, receiveShadows: true });
app.root.addChild(tree);
const pebble = new Entity('Pebble');
pebble.addComponent('render', { type: 'sphere' });
if (pebble.render) pebble.render.shadowCascadeMask = SHADOW_CASCADE_0 | SHADOW_CASCADE_1;
app.root.addChild(pebble);
