import { Curve, CurveSet, EMITTERSHAPE_BOX, Entity, Vec3 } from 'playcanvas';

const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setPosition(0, 1.7, 0);
app.root.addChild(camera);

// Snow that always surrounds the player: the emitter follows the camera,
// and wrap moves flakes that leave the box to its opposite side
const snow = new Entity('Snow');
snow.addComponent('particlesystem', {
    numParticles: 800,
    lifetime: 8,
    rate: 0.01,
    preWarm: true,
    emitterShape: EMITTERSHAPE_BOX,
    emitterExtents: new Vec3(20, 10, 20), // full size of the spawn box
    wrap: true,
    wrapBounds: new Vec3(20, 10, 20), // full size of the box, centred on the entity
    velocityGraph: new CurveSet([[0, -0.3, 1, 0.3], [0, -1], [0, -0.3, 1, 0.3]]),
    scaleGraph: new Curve([0, 0.05])
});
snow.setLocalPosition(0, 3, 0); // the box reaches from the ground to well above the player
camera.addChild(snow);

console.log(snow.particlesystem?.wrapBounds.toString()); // → [20, 10, 20]
