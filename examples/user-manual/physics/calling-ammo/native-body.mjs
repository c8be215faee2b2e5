import { BODYSTATE_DISABLE_DEACTIVATION, BODYTYPE_DYNAMIC, Entity, Vec3 } from 'playcanvas';

const physics = app.systems.rigidbody;

// The native world: Bullet's btDiscreteDynamicsWorld
const world = physics?.dynamicsWorld;
console.log(world.getGravity().y().toFixed(2)); // → -9.81

// Without a Collision component there is no shape, so no native body either
const bare = new Entity('Bare');
bare.addComponent('rigidbody');
console.log(bare.rigidbody?.body); // → null

const floor = new Entity('Floor');
floor.setPosition(0, -0.5, 0);
floor.addComponent('collision', { type: 'box', halfExtents: [10, 0.5, 10] });
floor.addComponent('rigidbody');
app.root.addChild(floor);

/** A 1 m crate resting on the floor at x. */
function addCrate(name, x) {
    const crate = new Entity(name);
    crate.setPosition(x, 0.5, 0);
    crate.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.5, 0.5] });
    crate.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
    app.root.addChild(crate);
    return crate;
}
const normal = addCrate('Normal', -2);
const awake = addCrate('Awake', 2);

// The native body: Bullet's btRigidBody. Keep this one from ever falling asleep.
const body = awake.rigidbody?.body;
body?.setActivationState(BODYSTATE_DISABLE_DEACTIVATION);

// The component's settings live on the native body; read them with Bullet's getters
console.log(body?.getFriction().toFixed(2), body?.getLinearVelocity().y()); // → 0.50 0

// Three seconds later the ordinary crate sleeps and the other does not
for (let i = 0; i < 180; i++) physics?.step(1 / 60);
console.log(normal.rigidbody?.isActive(), awake.rigidbody?.isActive()); // → false true

if (awake.rigidbody) {
    // Re-adding the body to the world (here by disabling and enabling the component)
    // keeps the same native body but resets its activation state
    awake.rigidbody.enabled = false;
    awake.rigidbody.enabled = true;
    console.log(awake.rigidbody.body === body); // → true
    for (let i = 0; i < 180; i++) physics?.step(1 / 60);
    console.log(awake.rigidbody.isActive()); // → false

    // A new friction is set on the same body and keeps the activation state;
    // a new mass (or group, or mask) re-adds the body and resets it
    body.setActivationState(BODYSTATE_DISABLE_DEACTIVATION);
    awake.rigidbody.friction = 0.8;
    for (let i = 0; i < 180; i++) physics?.step(1 / 60);
    console.log(awake.rigidbody.isActive()); // → true
    awake.rigidbody.mass = 2;
    for (let i = 0; i < 180; i++) physics?.step(1 / 60);
    console.log(awake.rigidbody.isActive()); // → false

    // Changing the shape (or the body type) replaces the native body altogether
    if (awake.collision) awake.collision.halfExtents = new Vec3(0.4, 0.4, 0.4);
    console.log(awake.rigidbody.body === body); // → false
}
