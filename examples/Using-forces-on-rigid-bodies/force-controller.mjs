import {
    EVENT_KEYDOWN,
    KEY_A,
    KEY_D,
    KEY_DOWN,
    KEY_E,
    KEY_F,
    KEY_LEFT,
    KEY_Q,
    KEY_R,
    KEY_RIGHT,
    KEY_S,
    KEY_SPACE,
    KEY_UP,
    KEY_W,
    Script,
    Vec3
} from 'playcanvas';

/** @import { KeyboardEvent } from 'playcanvas' */

/**
 * Pushes a dynamic rigid body around with forces, torques and impulses.
 * Arrows / WASD: force while held. Q / E: torque while held.
 * Space: upward impulse (jump). F: impulse at a corner (flip). R: reset.
 */
export class ForceController extends Script {
    static scriptName = 'forceController';

    /**
     * Force applied while a movement key is held, in newtons.
     *
     * @attribute
     */
    moveForce = 40;

    /**
     * Torque around the vertical axis while Q or E is held.
     *
     * @attribute
     */
    spinTorque = 6;

    /**
     * Upward impulse applied once per Space press.
     *
     * @attribute
     */
    jumpImpulse = 7;

    /**
     * Impulse applied at a corner of the body once per F press.
     *
     * @attribute
     */
    flipImpulse = 4;

    /** Where R puts the body back. */
    startPosition = new Vec3();

    /** Scratch vectors reused every frame to avoid allocations. */
    force = new Vec3();

    torque = new Vec3();

    impulse = new Vec3();

    corner = new Vec3();

    initialize() {
        this.startPosition.copy(this.entity.getPosition());

        const keyboard = this.app.keyboard;
        keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
    }

    update() {
        const keyboard = this.app.keyboard;
        const body = this.entity.rigidbody;
        if (!keyboard || !body) {
            return;
        }

        // Continuous push: the engine turns a force into velocity over the physics step.
        const x = (keyboard.isPressed(KEY_RIGHT) || keyboard.isPressed(KEY_D) ? 1 : 0) -
            (keyboard.isPressed(KEY_LEFT) || keyboard.isPressed(KEY_A) ? 1 : 0);
        const z = (keyboard.isPressed(KEY_DOWN) || keyboard.isPressed(KEY_S) ? 1 : 0) -
            (keyboard.isPressed(KEY_UP) || keyboard.isPressed(KEY_W) ? 1 : 0);
        if (x !== 0 || z !== 0) {
            this.force.set(x, 0, z).normalize().mulScalar(this.moveForce);
            body.applyForce(this.force);
        }

        const spin = (keyboard.isPressed(KEY_Q) ? 1 : 0) - (keyboard.isPressed(KEY_E) ? 1 : 0);
        if (spin !== 0) {
            this.torque.set(0, spin * this.spinTorque, 0);
            body.applyTorque(this.torque);
        }
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        const body = this.entity.rigidbody;
        if (!body || event.event?.repeat) {
            return;
        }

        if (event.key === KEY_SPACE) {
            // One instant change of momentum; only jump when not already moving up or down.
            if (Math.abs(body.linearVelocity.y) < 0.2) {
                this.impulse.set(0, this.jumpImpulse, 0);
                body.applyImpulse(this.impulse);
            }
            // Keep Space from scrolling the page.
            event.event?.preventDefault();
        } else if (event.key === KEY_F) {
            // An impulse away from the centre also makes the body rotate.
            this.corner.copy(this.entity.right).mulScalar(0.5);
            this.impulse.set(0, this.flipImpulse, 0);
            body.applyImpulse(this.impulse, this.corner);
        } else if (event.key === KEY_R) {
            body.teleport(this.startPosition, Vec3.ZERO);
            body.linearVelocity = Vec3.ZERO;
            body.angularVelocity = Vec3.ZERO;
        }
    }
}
