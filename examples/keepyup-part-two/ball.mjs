import { Script, Vec3 } from 'playcanvas';
import { ARENA } from '../keepyup-part-one/scene.mjs';

/**
 * Moves the ball with simple hand-written physics: gravity pulls it down,
 * the side walls bounce it back, and kick() throws it upwards.
 *
 * App events fired:
 * - 'ball:kick' (x offset from -1 to 1) when the ball is kicked
 * - 'ball:bounce' when the ball hits a side wall
 * - 'ball:lost' when the ball drops below the floor
 */
export class Ball extends Script {
    static scriptName = 'ball';

    /**
     * Downward acceleration in units per second squared.
     *
     * @attribute
     */
    gravity = 18;

    /**
     * Upward speed given by a kick, in units per second.
     *
     * @attribute
     */
    kickSpeed = 11;

    /**
     * Largest sideways speed a kick can give, in units per second.
     *
     * @attribute
     */
    sideSpeed = 5;

    /**
     * Radius of the ball in world units.
     *
     * @attribute
     */
    radius = 0.5;

    /** While frozen the ball neither moves nor reacts to kicks. */
    frozen = false;

    velocity = new Vec3();

    startPosition = new Vec3();

    position = new Vec3();

    initialize() {
        this.startPosition.copy(this.entity.getPosition());
    }

    /**
     * Throws the ball upwards. Where it was hit decides the sideways speed:
     * hitting the left side sends it to the right, and the other way round.
     *
     * @param {number} hitX - World x coordinate of the hit point.
     */
    kick(hitX) {
        if (this.frozen) return;

        const ballX = this.entity.getPosition().x;
        const offset = Math.max(-1, Math.min(1, (ballX - hitX) / this.radius));

        this.velocity.set(offset * this.sideSpeed, this.kickSpeed, 0);
        this.app.fire('ball:kick', offset);
    }

    /**
     * Puts the ball back at its start position.
     *
     * @param {boolean} frozen - Whether the ball waits in the air after the reset.
     */
    reset(frozen) {
        this.velocity.set(0, 0, 0);
        this.entity.setPosition(this.startPosition);
        this.entity.setLocalEulerAngles(0, 0, 0);
        this.frozen = frozen;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.frozen) return;

        // Semi-implicit Euler: update the velocity first, then the position.
        this.velocity.y -= this.gravity * dt;
        const p = this.position.copy(this.entity.getPosition());
        p.x += this.velocity.x * dt;
        p.y += this.velocity.y * dt;

        // Bounce off the side walls, losing a little speed.
        const limit = ARENA.halfWidth - this.radius;
        if ((p.x < -limit && this.velocity.x < 0) || (p.x > limit && this.velocity.x > 0)) {
            p.x = Math.max(-limit, Math.min(limit, p.x));
            this.velocity.x *= -0.8;
            this.app.fire('ball:bounce');
        }

        this.entity.setPosition(p);

        // Spin against the sideways motion, as a rolling ball would.
        this.entity.rotateLocal(0, 0, -this.velocity.x * dt * 90);

        // Once the ball is fully below the floor it is lost.
        if (p.y < ARENA.floorY - this.radius) {
            this.frozen = true;
            this.app.fire('ball:lost');
        }
    }
}
