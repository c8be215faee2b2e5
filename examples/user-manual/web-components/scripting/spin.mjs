// Load with <pc-asset src="spin.mjs">; the element registers the class as 'spin'.
import { Script, Vec3 } from 'playcanvas';

export class Spin extends Script {
    static scriptName = 'spin';

    /**
     * Degrees per second.
     * @attribute
     */
    turnSpeed = 90;

    /**
     * The axis to turn about, in local space.
     * @attribute
     */
    axis = new Vec3(0, 1, 0);

    /** @param {number} dt */
    update(dt) {
        const step = this.turnSpeed * dt;
        this.entity.rotateLocal(this.axis.x * step, this.axis.y * step, this.axis.z * step);
    }
}
