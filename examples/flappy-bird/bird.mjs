import { BoundingSphere, Entity, Script, Vec3, math } from 'playcanvas';

/**
 * Moves the bird: gravity pulls it down and flap() sets an upward speed.
 * The bird only moves up and down; the pipes scroll past it instead.
 * Its collision shape is a BoundingSphere that follows it every frame.
 */
export class Bird extends Script {
    static scriptName = 'bird';

    /**
     * Downward acceleration in units per second squared.
     *
     * @attribute
     */
    gravity = 28;

    /**
     * Upward speed a flap sets, in units per second.
     *
     * @attribute
     */
    flapSpeed = 8.5;

    /**
     * Radius of the collision sphere.
     *
     * @attribute
     */
    radius = 0.32;

    /**
     * The wing entity, rotated for a short moment after each flap.
     *
     * @attribute
     * @type {Entity|null}
     */
    wing = null;

    /**
     * 'hover' bobs in place, 'fly' obeys gravity, 'dead' falls without
     * control and 'landed' lies still on the ground.
     *
     * @type {'hover' | 'fly' | 'dead' | 'landed'}
     */
    mode = 'hover';

    velocityY = 0;

    flapTime = 0;

    hoverTime = 0;

    startPosition = new Vec3();

    position = new Vec3();

    bounds = new BoundingSphere(new Vec3(), 0.32);

    initialize() {
        this.startPosition.copy(this.entity.getPosition());
        this.bounds.radius = this.radius;
    }

    flap() {
        if (this.mode === 'dead' || this.mode === 'landed') return;
        this.mode = 'fly';
        this.velocityY = this.flapSpeed;
        this.flapTime = 0.15;
        this.app.fire('bird:flap');
    }

    /** Back to the start position, hovering. */
    reset() {
        this.mode = 'hover';
        this.velocityY = 0;
        this.hoverTime = 0;
        this.entity.setPosition(this.startPosition);
        this.entity.setLocalEulerAngles(0, 0, 0);
    }

    /**
     * Stops the bird on the ground.
     *
     * @param {number} groundY - Height of the ground's top face.
     */
    land(groundY) {
        const p = this.entity.getPosition();
        this.entity.setPosition(p.x, groundY + this.radius, p.z);
        this.velocityY = 0;
        this.mode = 'landed';
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.mode === 'landed') return;
        const p = this.position.copy(this.entity.getPosition());

        if (this.mode === 'hover') {
            // Bob gently while waiting for the first flap.
            this.hoverTime += dt;
            p.y = this.startPosition.y + Math.sin(this.hoverTime * 5) * 0.15;
        } else {
            this.velocityY -= this.gravity * dt;
            p.y += this.velocityY * dt;
            // Nose up when rising, nose down when falling.
            const tilt = math.clamp(this.velocityY * 4, -80, 25);
            this.entity.setLocalEulerAngles(0, 0, tilt);
        }
        this.entity.setPosition(p);
        this.bounds.center.copy(p);

        // Raise the wing briefly after a flap.
        this.flapTime = Math.max(0, this.flapTime - dt);
        this.wing?.setLocalEulerAngles(0, 0, this.flapTime > 0 ? 50 : -10);
    }
}
