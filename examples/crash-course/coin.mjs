import { Entity, Script } from 'playcanvas';

/**
 * A spinning coin. Its collision component has no rigid body, which makes it
 * a trigger volume: the ball passes through it and the engine reports the
 * contact. Fires the app event 'coin:collected' (coin entity, value).
 */
export class Coin extends Script {
    static scriptName = 'coin';

    /**
     * Spin speed in degrees per second.
     *
     * @attribute
     */
    spinSpeed = 160;

    /**
     * Points this coin is worth.
     *
     * @attribute
     */
    value = 1;

    initialize() {
        this.entity.collision?.on('triggerenter', this.onTriggerEnter, this);
        this.on('destroy', () => {
            this.entity.collision?.off('triggerenter', this.onTriggerEnter, this);
        });
    }

    /** @param {Entity} other - The rigid body that entered the trigger. */
    onTriggerEnter(other) {
        if (other.tags.has('player')) {
            this.app.fire('coin:collected', this.entity, this.value);
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.entity.rotate(0, this.spinSpeed * dt, 0);
    }
}
