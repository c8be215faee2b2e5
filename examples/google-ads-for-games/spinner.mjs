import { Script } from 'playcanvas';

/** Spins the entity; it stops by itself when the app's timeScale is 0. */
export class Spinner extends Script {
    static scriptName = 'spinner';

    /**
     * Degrees per second around the y axis.
     *
     * @attribute
     */
    speed = 90;

    /** @param {number} dt - Seconds since the last frame, already scaled. */
    update(dt) {
        this.entity.rotate(0, this.speed * dt, 0);
    }
}
