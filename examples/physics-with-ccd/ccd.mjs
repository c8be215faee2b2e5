import { Script } from 'playcanvas';

/**
 * Turns on continuous collision detection (CCD) for the entity's rigid body.
 * Without CCD a small, fast body can move through a thin wall between two
 * physics steps; with CCD, Bullet sweeps a sphere along the motion and stops
 * the body where the sphere first touches something.
 */
export class Ccd extends Script {
    static scriptName = 'ccd';

    /**
     * CCD runs only in steps where the body moves further than this distance.
     * Keep it below the size of the body.
     *
     * @attribute
     */
    motionThreshold = 0.05;

    /**
     * Radius of the sphere swept along the motion. Use a value a little smaller
     * than the body, so the sphere fits inside its collision shape.
     *
     * @attribute
     */
    sweptSphereRadius = 0.08;

    initialize() {
        this.apply();
        // Apply again when an attribute is edited, e.g. in the Editor.
        this.on('attr', this.apply, this);
    }

    apply() {
        // `body` is the native Ammo btRigidBody, or null before it exists.
        const body = this.entity.rigidbody?.body;
        if (!body) return;
        body.setCcdMotionThreshold(this.motionThreshold);
        body.setCcdSweptSphereRadius(this.sweptSphereRadius);
    }
}
