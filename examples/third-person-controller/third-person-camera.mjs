import {
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    MOUSEBUTTON_LEFT,
    Mouse,
    Script,
    Vec3,
    math
} from 'playcanvas';

/** @import { Entity, MouseEvent } from 'playcanvas' */

/**
 * Attach to the camera. It orbits a point above the target with the mouse
 * (pointer lock after a click, or drag with the left button) and stays behind
 * walls: a physics ray from that point to the camera pulls it in when blocked.
 */
export class ThirdPersonCamera extends Script {
    static scriptName = 'thirdPersonCamera';

    /**
     * The entity to follow.
     *
     * @attribute
     * @type {Entity | null}
     */
    target = null;

    /**
     * Preferred distance from the pivot point.
     *
     * @attribute
     */
    distance = 5;

    /**
     * Height of the pivot point above the target's origin.
     *
     * @attribute
     */
    pivotHeight = 1.2;

    /**
     * Degrees of rotation per pixel of mouse movement.
     *
     * @attribute
     */
    sensitivity = 0.2;

    /** @attribute */
    minPitch = -30;

    /** @attribute */
    maxPitch = 70;

    /** Horizontal angle in degrees. */
    yaw = 0;

    /** Angle below the horizon in degrees; positive looks down. */
    pitch = 15;

    pivot = new Vec3();

    desired = new Vec3();

    initialize() {
        const mouse = this.app.mouse;
        if (mouse) {
            mouse.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
            this.on('destroy', () => {
                mouse.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
                mouse.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            });
        }
    }

    onMouseDown() {
        // Browsers allow pointer lock only in response to a user action.
        if (!Mouse.isPointerLocked()) {
            this.app.mouse?.enablePointerLock();
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (Mouse.isPointerLocked() || event.buttons[MOUSEBUTTON_LEFT]) {
            this.yaw -= event.dx * this.sensitivity;
            this.pitch = math.clamp(this.pitch + event.dy * this.sensitivity, this.minPitch, this.maxPitch);
        }
    }

    // postUpdate runs after the physics step, so the target is already in its
    // final position for this frame.
    postUpdate() {
        if (!this.target) return;

        this.entity.setEulerAngles(-this.pitch, this.yaw, 0);
        this.pivot.copy(this.target.getPosition());
        this.pivot.y += this.pivotHeight;

        // Where the camera wants to be: behind the pivot, along the view direction.
        this.desired.copy(this.entity.forward).mulScalar(-this.distance).add(this.pivot);

        // Anything except the target between the pivot and that point blocks the view.
        const target = this.target;
        const hit = this.app.systems.rigidbody?.raycastFirst(this.pivot, this.desired, {
            filterCallback: (/** @type {Entity} */ entity) => entity !== target
        });
        if (hit) {
            // Stop a little in front of the obstacle.
            const fraction = Math.max(0, hit.hitFraction - 0.1);
            this.desired.lerp(this.pivot, this.desired, fraction);
        }
        this.entity.setPosition(this.desired);
    }
}
