import { BODYTYPE_DYNAMIC, Entity } from 'playcanvas';

// The world's gravity, in m/s² (the engine default; a scene from the Editor sets its own)
console.log(app.systems.rigidbody?.gravity.toString()); // → [0, -9.81, 0]

// A static floor: 20 x 1 x 20 m, its top surface at y = 0
const floor = new Entity('Floor');
floor.setPosition(0, -0.5, 0);
floor.addComponent('collision', { type: 'box', halfExtents: [10, 0.5, 10] });
floor.addComponent('rigidbody');
app.root.addChild(floor);

// A rigid body added without options is static, with these defaults
const body = floor.rigidbody;
if (body) {
    console.log(`${body.type} ${body.mass} ${body.friction} ${body.restitution} ${body.linearDamping}`); // → static 1 0.5 0 0
}

/** A 1 m box of `mass` kg dropped from 20 m at x. */
function dropBox(name, x, mass) {
    const box = new Entity(name);
    box.setPosition(x, 20, 0);
    box.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.5, 0.5] });
    box.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC, mass });
    app.root.addChild(box);
    return box;
}
const crate = dropBox('Crate', 0, 50);
const carton = dropBox('Carton', 3, 0.2);

// After one second of falling, both move at 9.81 m/s: the mass does not matter
let frames = 0;
app.on('update', () => {
    frames += 1;
    if (frames !== 60) return;
    const speed = (e) => e.rigidbody.linearVelocity.y.toFixed(2);
    console.log(speed(crate), speed(carton)); // → -9.81 -9.81
});
