import { BODYTYPE_DYNAMIC, Entity, Script } from 'playcanvas';

const order = [];

// The substep settings. One long frame (here 1 s) runs at most maxSubSteps substeps,
// so a body falls for only 10 x 1/60 s: the rest of the second is dropped.
const system = app.systems.rigidbody;
console.log(system?.fixedTimeStep.toFixed(4), system?.maxSubSteps); // → 0.0167 10
const lag = new Entity('Lag');
lag.addComponent('collision', { type: 'sphere', radius: 0.5 });
lag.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
app.root.addChild(lag);
system?.step(1);
console.log(lag.rigidbody?.linearVelocity.y.toFixed(1)); // → -1.6
lag.destroy();

/** Notes when its update() and postUpdate() run. */
class Recorder extends Script {
    static scriptName = 'recorder';

    update() {
        order.push('update');
    }

    postUpdate() {
        order.push('postUpdate');
    }
}

const floor = new Entity('Floor');
floor.setPosition(0, -0.5, 0);
floor.addComponent('collision', { type: 'box', halfExtents: [10, 0.5, 10] });
floor.addComponent('rigidbody');
app.root.addChild(floor);

// A ball that already touches the floor in the first step
const ball = new Entity('Ball');
ball.setPosition(0, 0.45, 0);
ball.addComponent('collision', { type: 'sphere', radius: 0.5 });
ball.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
ball.addComponent('script');
ball.script?.create(Recorder);
app.root.addChild(ball);
ball.collision?.once('collisionstart', () => order.push('collisionstart'));
app.on('update', () => order.push('app update'));

// A second ball high up, to watch timeScale
const faller = new Entity('Faller');
faller.setPosition(5, 50, 0);
faller.addComponent('collision', { type: 'sphere', radius: 0.5 });
faller.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
app.root.addChild(faller);

let frames = 0;
let heldAt = 0;
app.on('update', () => {
    frames += 1;
    if (frames === 1) console.log(order.join(' > ')); // → update > collisionstart > postUpdate > app update

    // timeScale 0 stops the physics world; the frames go on
    const physics = app.systems.rigidbody;
    if (frames === 10 && physics) {
        physics.timeScale = 0;
        heldAt = faller.getPosition().y;
    }
    if (frames === 40) console.log(faller.getPosition().y === heldAt, frames); // → true 40
});
