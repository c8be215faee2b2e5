import { BODYTYPE_DYNAMIC, Entity, Vec3 } from 'playcanvas';

const physics = app.systems.rigidbody;

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
const early = addCrate('Early', -2);
const late = addCrate('Late', 2);
const pushed = addCrate('Pushed', 0);

// A ball drifting through space at 0.5 m/s, under Bullet's 0.8 m/s sleep threshold
const drifter = new Entity('Drifter');
drifter.setPosition(0, 5, 3);
drifter.addComponent('collision', { type: 'sphere', radius: 0.5 });
drifter.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
app.root.addChild(drifter);
if (drifter.rigidbody) {
    drifter.rigidbody.gravityScale = 0;
    drifter.rigidbody.linearVelocity = new Vec3(0, 0, 0.5);
}

if (physics && early.rigidbody && late.rigidbody && pushed.rigidbody) {
    // Fast forward 3 seconds: both crates rest on the floor and fall asleep
    for (let i = 0; i < 180; i++) physics.step(1 / 60);
    console.log(early.rigidbody.isActive(), late.rigidbody.isActive()); // → false false

    // Slow is still enough: after two seconds the drifter sleeps and stops dead
    console.log(drifter.rigidbody?.isActive(), drifter.rigidbody?.linearVelocity.z); // → false 0

    // An impulse (like a force or a new velocity) wakes a body up
    pushed.rigidbody.applyImpulse(0, 0, 0.5);
    console.log(pushed.rigidbody.isActive()); // → true

    // Turn gravity upside down and wake one crate in the same frame
    physics.gravity.set(0, 9.81, 0);
    early.rigidbody.activate();
    for (let i = 0; i < 30; i++) physics.step(1 / 60);

    // The other crate is woken half a second later: it keeps the old gravity
    late.rigidbody.activate();
    for (let i = 0; i < 30; i++) physics.step(1 / 60);
    console.log(early.getPosition().y > 1, late.getPosition().y.toFixed(2)); // → true 0.50
}
