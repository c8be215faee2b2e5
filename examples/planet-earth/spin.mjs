import { Script } from 'playcanvas';

/** Turns the entity about its own Y axis. */
export class Spin extends Script {
    static scriptName = 'spin';

    /**
     * Degrees per second; negative values turn the other way.
     *
     * @attribute
     */
    speed = 10;

    update(dt) {
        this.entity.rotateLocal(0, this.speed * dt, 0);
    }
}
