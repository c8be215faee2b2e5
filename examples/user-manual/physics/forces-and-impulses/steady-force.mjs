import { BODYTYPE_DYNAMIC, Entity, Script, Vec3 } from 'playcanvas';

/** Pushes its entity's rigid body with a constant force, every frame. */
class Thruster extends Script {
    static scriptName = 'thruster';

    /** @attribute */
    thrust = new Vec3(0, 0, 1);

    update() {
        // A force lasts for one physics step only, so apply it again every frame
        this.entity.rigidbody?.applyForce(this.thrust);
    }
}

/** A 1 kg box floating in space (no gravity) at x. */
function addBox(name, x) {
    const box = new Entity(name);
    box.setPosition(x, 0, 0);
    box.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.5, 0.5] });
    box.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC, mass: 1 });
    app.root.addChild(box);
    if (box.rigidbody) box.rigidbody.gravityScale = 0;
    return box;
}

// 1 N every frame for 60 frames (1 s) ...
const steady = addBox('Steady', 0);
steady.addComponent('script');
steady.script?.create(Thruster);

// ... adds as much speed as 60 N applied once, which acts for one frame (1/60 s at 60 fps)
const once = addBox('Once', 3);
once.rigidbody?.applyForce(0, 0, 60);

// Torque works the same way: 10 N·m applied once turns this box at 1 rad/s for good
// (a 1 m box of 1 kg has a moment of inertia of 1/6 kg·m²: 10 x 6 / 60 = 1)
const spun = addBox('Spun', 12);
spun.rigidbody?.applyTorque(0, 10, 0);

// Linear damping 0.5 halves the speed every second
const damped = addBox('Damped', 6);
if (damped.rigidbody) {
    damped.rigidbody.linearDamping = 0.5;
    damped.rigidbody.linearVelocity = new Vec3(0, 0, 10);
}

// A Linear Factor of 0 locks an axis: the same thruster cannot move this box along z
const locked = addBox('Locked', 9);
if (locked.rigidbody) locked.rigidbody.linearFactor = new Vec3(1, 1, 0);
locked.addComponent('script');
locked.script?.create(Thruster);

let frames = 0;
app.on('update', () => {
    frames += 1;
    if (frames !== 60) return;
    const speed = (e) => e.rigidbody.linearVelocity.z.toFixed(2);
    console.log(speed(steady), speed(once), speed(damped), speed(locked)); // → 1.00 1.00 5.00 0.00
    console.log(spun.rigidbody?.angularVelocity.y.toFixed(2)); // → 1.00
});
