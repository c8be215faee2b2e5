import { Entity, Vec3 } from 'playcanvas';

/**
 * Sweeps a sphere of `radius` from `from` to `to` through the physics world with
 * Bullet's convexSweepTest. Returns the first rigid body entity it touches and how
 * far along the sweep that happens (0 to 1), or null.
 */
export function sphereCast(app, from, to, radius) {
    const Ammo = Reflect.get(globalThis, 'Ammo');
    const world = app.systems.rigidbody?.dynamicsWorld;
    if (!Ammo || !world) return null;

    // Everything created with `new Ammo.*` lives outside JavaScript's garbage collector
    const shape = new Ammo.btSphereShape(radius);
    const start = new Ammo.btTransform();
    const end = new Ammo.btTransform();
    start.setIdentity();
    end.setIdentity();
    const a = new Ammo.btVector3(from.x, from.y, from.z);
    const b = new Ammo.btVector3(to.x, to.y, to.z);
    start.setOrigin(a);
    end.setOrigin(b);
    const callback = new Ammo.ClosestConvexResultCallback(a, b);

    world.convexSweepTest(shape, start, end, callback, 0);

    let result = null;
    if (callback.hasHit()) {
        // Find the entity whose native body is the object that was hit
        const pointer = Ammo.getPointer(callback.get_m_hitCollisionObject());
        for (const body of app.root.findComponents('rigidbody')) {
            if (body.body && Ammo.getPointer(body.body) === pointer) {
                result = { entity: body.entity, fraction: callback.get_m_closestHitFraction() };
                break;
            }
        }
    }

    // So free each of them with Ammo.destroy() when done
    for (const object of [callback, b, a, end, start, shape]) Ammo.destroy(object);
    return result;
}

// Two posts with a 0.6 m gap: a thin ray fits through, a sphere 0.8 m across does not
const posts = [{ name: 'Near', x: -0.5, z: 1 }, { name: 'Far', x: 0.5, z: 0 }];
for (const { name, x, z } of posts) {
    const post = new Entity(name);
    post.setPosition(x, 0, z);
    post.addComponent('collision', { type: 'box', halfExtents: [0.2, 1, 0.2] });
    post.addComponent('rigidbody', { type: 'static' });
    app.root.addChild(post);
}

const from = new Vec3(0, 0, 5);
const to = new Vec3(0, 0, -5);
console.log(app.systems.rigidbody?.raycastFirst(from, to)); // → null

const hit = sphereCast(app, from, to, 0.4);
console.log(hit?.entity.name, hit?.fraction.toFixed(2)); // → Near 0.35
