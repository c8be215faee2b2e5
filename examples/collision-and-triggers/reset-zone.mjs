import { Script, Vec3 } from 'playcanvas';

/** @import { Entity } from 'playcanvas' */

/**
 * Put on an entity that has a collision component but no rigid body, which
 * makes it a trigger volume. Every dynamic body that enters is moved back to
 * the spawn point, so the shapes fall again and again.
 */
export class ResetZone extends Script {
    static scriptName = 'resetZone';

    /**
     * Where bodies reappear.
     *
     * @attribute
     */
    spawnPoint = new Vec3(0, 6, 0);

    /**
     * Random spread around the spawn point on X and Z.
     *
     * @attribute
     */
    spread = 1.5;

    /** Scratch vector for the new position. */
    position = new Vec3();

    initialize() {
        this.entity.collision?.on('triggerenter', this.onTriggerEnter, this);
    }

    /** @param {Entity} other - The entity whose rigid body entered the volume. */
    onTriggerEnter(other) {
        const body = other.rigidbody;
        if (!body || !other.tags.has('falling')) {
            return;
        }
        this.position.set(
            this.spawnPoint.x + (Math.random() - 0.5) * this.spread,
            this.spawnPoint.y,
            this.spawnPoint.z + (Math.random() - 0.5) * this.spread
        );
        // teleport moves the body itself; setPosition on the entity would be overwritten.
        body.teleport(this.position, Vec3.ZERO);
        body.linearVelocity = Vec3.ZERO;
        body.angularVelocity = Vec3.ZERO;
    }
}
