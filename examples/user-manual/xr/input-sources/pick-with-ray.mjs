import { Entity, Ray, Vec3 } from 'playcanvas';

/** @type {Entity[]} */
const targets = [];
for (const [name, z] of /** @type {const} */ ([['Near box', -2], ['Far box', -5]])) {
    const box = new Entity(name);
    box.addComponent('render', { type: 'box' });
    box.setPosition(0, 1.5, z);
    app.root.addChild(box);
    targets.push(box);
}

const ray = new Ray();
const hit = new Vec3();

/**
 * The nearest target whose bounding box the ray hits, or null.
 *
 * @param {Vec3} origin - World-space start of the ray.
 * @param {Vec3} direction - World-space direction, normalized.
 * @returns {Entity | null} The entity hit first.
 */
function pick(origin, direction) {
    ray.set(origin, direction);
    let nearest = null;
    let nearestDistance = Infinity;
    for (const target of targets) {
        const aabb = target.render?.meshInstances[0]?.aabb;
        if (!aabb?.intersectsRay(ray, hit)) continue;
        const distance = hit.distance(origin);
        if (distance < nearestDistance) {
            nearest = target;
            nearestDistance = distance;
        }
    }
    return nearest;
}

// In a session: the trigger (or a pinch, or a tap) picks with the source's world-space ray
app.xr?.input.on('select', (source) => {
    pick(source.getOrigin(), source.getDirection())?.fire('picked', source);
});

// The same test with a ray from eye height, straight ahead
console.log(pick(new Vec3(0, 1.5, 0), new Vec3(0, 0, -1))?.name); // → Near box
