import { BODYTYPE_DYNAMIC, Entity, Script } from 'playcanvas';

/**
 * Keeps a dynamic body floating at a height with a spring force,
 * recalculated every frame from the current height and speed.
 */
export class Hover extends Script {
    static scriptName = 'hover';

    /**
     * Height to float at, in metres.
     * @attribute
     */
    height = 2;

    /**
     * Spring strength, per kilogram of mass.
     * @attribute
     */
    stiffness = 40;

    /**
     * Damping per kilogram; 2 x sqrt(stiffness) stops it without overshoot.
     * @attribute
     */
    damping = 12.6;

    update() {
        const body = this.entity.rigidbody;
        const physics = this.app.systems.rigidbody;
        if (!body || !physics) return;
        const y = this.entity.getPosition().y;
        const vy = body.linearVelocity.y;
        // Carry the weight, pull towards the height, brake the vertical speed
        const perKg = -physics.gravity.y + this.stiffness * (this.height - y) - this.damping * vy;
        body.applyForce(0, perKg * body.mass, 0);
    }
}

const drone = new Entity('Drone');
drone.addComponent('collision', { type: 'box', halfExtents: [0.4, 0.1, 0.4] });
drone.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC, mass: 3 });
drone.addComponent('script');
drone.script?.create(Hover);
app.root.addChild(drone);

// Starting at y = 0, the drone has risen to its height after one second
let frames = 0;
app.on('update', () => {
    if (++frames === 60) console.log(drone.getPosition().y.toFixed(1)); // → 2.0
});
