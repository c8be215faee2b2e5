import {
    KEY_A,
    KEY_D,
    KEY_DOWN,
    KEY_LEFT,
    KEY_RIGHT,
    KEY_S,
    KEY_SPACE,
    KEY_UP,
    KEY_W,
    Script,
    Vec3,
    math
} from 'playcanvas';

/** @import { Entity } from 'playcanvas' */

/**
 * Attach to an entity with a dynamic rigid body and a capsule collision.
 * WASD or the arrow keys move it relative to the camera's view, Space jumps.
 * The body never rotates; a child model turns to face the direction of travel.
 */
export class CharacterController extends Script {
    static scriptName = 'characterController';

    /**
     * The camera whose view defines forward and right.
     *
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    /**
     * Child entity that is turned towards the direction of travel.
     *
     * @attribute
     * @type {Entity | null}
     */
    model = null;

    /**
     * Walking speed in metres per second.
     *
     * @attribute
     */
    speed = 5;

    /**
     * Upward speed at the start of a jump, in metres per second.
     *
     * @attribute
     */
    jumpSpeed = 5;

    /**
     * Distance from the body's origin down to its feet.
     *
     * @attribute
     */
    footOffset = 0.9;

    forward = new Vec3();

    right = new Vec3();

    move = new Vec3();

    velocity = new Vec3();

    rayStart = new Vec3();

    rayEnd = new Vec3();

    facing = 0;

    initialize() {
        const rigidbody = this.entity.rigidbody;
        if (rigidbody) {
            // Keep the capsule upright: physics may move it but never rotate it.
            rigidbody.angularFactor = Vec3.ZERO;
        }
    }

    /**
     * @returns {boolean} Whether a short ray below the feet hits something.
     */
    isGrounded() {
        this.rayStart.copy(this.entity.getPosition());
        this.rayEnd.copy(this.rayStart);
        this.rayEnd.y -= this.footOffset + 0.15;
        const self = this.entity;
        const hit = this.app.systems.rigidbody?.raycastFirst(this.rayStart, this.rayEnd, {
            filterCallback: (/** @type {Entity} */ entity) => entity !== self
        });
        return !!hit;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const keyboard = this.app.keyboard;
        const rigidbody = this.entity.rigidbody;
        if (!keyboard || !rigidbody || !this.camera) return;

        // Input on two axes: x to the right, z forwards.
        let x = 0;
        let z = 0;
        if (keyboard.isPressed(KEY_W) || keyboard.isPressed(KEY_UP)) z += 1;
        if (keyboard.isPressed(KEY_S) || keyboard.isPressed(KEY_DOWN)) z -= 1;
        if (keyboard.isPressed(KEY_D) || keyboard.isPressed(KEY_RIGHT)) x += 1;
        if (keyboard.isPressed(KEY_A) || keyboard.isPressed(KEY_LEFT)) x -= 1;

        // The camera's forward and right, flattened onto the ground.
        this.forward.copy(this.camera.forward);
        this.forward.y = 0;
        this.forward.normalize();
        this.right.copy(this.camera.right);
        this.right.y = 0;
        this.right.normalize();

        this.move.set(0, 0, 0);
        this.move.add(this.forward.mulScalar(z)).add(this.right.mulScalar(x));
        if (this.move.lengthSq() > 0) {
            this.move.normalize().mulScalar(this.speed);
        }

        // Replace the horizontal velocity and keep what gravity did vertically.
        const current = rigidbody.linearVelocity;
        this.velocity.set(this.move.x, current.y, this.move.z);
        if (keyboard.wasPressed(KEY_SPACE) && this.isGrounded()) {
            this.velocity.y = this.jumpSpeed;
        }
        rigidbody.linearVelocity = this.velocity;

        // Turn the model smoothly towards the direction of travel.
        if (this.model && this.move.lengthSq() > 0) {
            const target = Math.atan2(-this.move.x, -this.move.z) * math.RAD_TO_DEG;
            const delta = ((target - this.facing) % 360 + 540) % 360 - 180;
            this.facing += delta * Math.min(1, dt * 12);
            this.model.setLocalEulerAngles(0, this.facing, 0);
        }
    }
}
