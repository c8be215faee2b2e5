import { BODYTYPE_DYNAMIC, BODYTYPE_KINEMATIC, Entity, Vec3 } from 'playcanvas';

/** A ball of radius 0.5 m floating in space (no gravity) at x, turned `yaw` degrees. */
function addBall(name, x, mass, yaw = 0) {
    const ball = new Entity(name);
    ball.setPosition(x, 0, 0);
    ball.setEulerAngles(0, yaw, 0);
    ball.addComponent('collision', { type: 'sphere', radius: 0.5 });
    ball.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC, mass });
    app.root.addChild(ball);
    if (ball.rigidbody) ball.rigidbody.gravityScale = 0;
    return ball.rigidbody;
}

const light = addBall('Light', 0, 2);
const heavy = addBall('Heavy', 3, 8);
const spun = addBall('Spun', 6, 2, 90);

if (light && heavy && spun) {
    // An impulse of 10 N·s changes the velocity at once: 10 / 2 kg = 5 m/s
    light.applyImpulse(0, 0, 10);
    console.log(light.linearVelocity.toString()); // → [0, 0, 5]

    // The same impulse moves a body four times as heavy a quarter as fast
    heavy.applyImpulse(new Vec3(0, 0, 10));
    console.log(heavy.linearVelocity.z.toFixed(2)); // → 1.25

    // Hit 0.5 m to the side of the centre: the ball also starts to spin.
    // The point is in world directions, so the ball's own 90° turn changes nothing.
    spun.applyImpulse(new Vec3(0, 0, 10), new Vec3(0.5, 0, 0));
    console.log(spun.linearVelocity.z.toFixed(2), spun.angularVelocity.y.toFixed(2)); // → 5.00 -25.00
}

// A torque impulse changes the spin at once: 1 N·m·s / 0.2 kg·m² = 5 rad/s
// (a ball of 2 kg and radius 0.5 m has a moment of inertia of 0.4 x 2 x 0.5² = 0.2)
const turned = addBall('Turned', 9, 2);
turned?.applyTorqueImpulse(0, 1, 0);
console.log(turned?.angularVelocity.y.toFixed(2)); // → 5.00

// Static and kinematic bodies ignore forces and impulses
const lift = new Entity('Lift');
lift.addComponent('collision', { type: 'box', halfExtents: [1, 0.1, 1] });
lift.addComponent('rigidbody', { type: BODYTYPE_KINEMATIC });
app.root.addChild(lift);
lift.setPosition(0, -3, 0);
lift.rigidbody?.applyImpulse(0, 0, 10);
app.once('update', () => console.log(lift.getPosition().z)); // → 0
