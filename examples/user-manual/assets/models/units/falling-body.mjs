import { Entity } from 'playcanvas';

// A 1 kg box dropped from 10 m: after one second it falls at 9.81 m/s
const box = new Entity('Box');
box.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.5, 0.5] });
box.addComponent('rigidbody', { type: 'dynamic', mass: 1 });
box.setPosition(0, 10, 0);
app.root.addChild(box);

let elapsed = 0;
app.on('update', (dt) => {
    elapsed += dt;
    if (Math.abs(elapsed - 1) < 1e-6) {
        console.log(box.rigidbody?.linearVelocity.y.toFixed(2)); // → -9.81
    }
});
