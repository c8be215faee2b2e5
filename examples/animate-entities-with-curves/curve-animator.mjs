import { Curve, CurveSet, Script, Vec3 } from 'playcanvas';

/**
 * Moves the entity along curves. Every curve is read with a time from 0 to 1,
 * which this script advances once per `duration` seconds and wraps around.
 */
export class CurveAnimator extends Script {
    static scriptName = 'curveAnimator';

    /**
     * Seconds for one pass through the curves.
     *
     * @attribute
     * @range [0.1, 10]
     */
    duration = 2;

    /**
     * Height above the start position over one pass.
     *
     * @attribute
     * @type {Curve}
     */
    height = new Curve([0, 0, 0.5, 1, 1, 0]);

    /**
     * Offset from the start position in x, y and z over one pass. Set from code:
     * an Editor attribute for it would be `@type {Curve}` with `@curves ['x', 'y', 'z']`.
     *
     * @type {CurveSet}
     */
    offset = new CurveSet([[0, 0], [0, 0], [0, 0]]);

    time = 0;

    /** @type {number[]} */
    xyz = [0, 0, 0];

    start = new Vec3();

    position = new Vec3();

    initialize() {
        this.start.copy(this.entity.getLocalPosition());
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.time = (this.time + dt / this.duration) % 1;

        const y = this.height.value(this.time);
        const [x, oy, z] = this.offset.value(this.time, this.xyz);
        this.position.set(x, y + oy, z).add(this.start);
        this.entity.setLocalPosition(this.position);
    }
}
