import {
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    EVENT_MOUSEUP,
    EVENT_TOUCHCANCEL,
    EVENT_TOUCHEND,
    EVENT_TOUCHMOVE,
    EVENT_TOUCHSTART,
    MOUSEBUTTON_LEFT,
    Quat,
    Script,
    Vec2,
    Vec3
} from 'playcanvas';

/** @import { Entity, MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Rotates the entity when the user drags with the left mouse button or one
 * finger. Horizontal drags turn it around the camera's up axis and vertical
 * drags around the camera's right axis, so the object always follows the
 * pointer, whatever its current orientation. A quick flick keeps it spinning
 * for a moment after release.
 */
export class MouseRotate extends Script {
    static scriptName = 'mouseRotate';

    /**
     * Camera whose axes define "left-right" and "up-down". Without one, the
     * world axes are used.
     *
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    /**
     * Degrees of rotation per pixel dragged.
     *
     * @attribute
     */
    sensitivity = 0.4;

    /**
     * How quickly a flicked spin slows down (higher stops sooner).
     *
     * @attribute
     */
    damping = 3;

    dragging = false;

    /** Identifier of the finger doing the drag, or -1. */
    touchId = -1;

    last = new Vec2();

    /** Rotation gathered from input events since the last update, in degrees. */
    pending = new Vec2();

    /** Spin speed in degrees per second, kept after release. */
    velocity = new Vec2();

    sample = new Vec2();

    qYaw = new Quat();

    qPitch = new Quat();

    qResult = new Quat();

    initialize() {
        const { mouse, touch } = this.app;
        if (mouse) {
            mouse.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse.on(EVENT_MOUSEUP, this.onMouseUp, this);
        }
        if (touch) {
            touch.on(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
            touch.on(EVENT_TOUCHEND, this.onTouchEnd, this);
            touch.on(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
        }
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse?.off(EVENT_MOUSEUP, this.onMouseUp, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch?.off(EVENT_TOUCHMOVE, this.onTouchMove, this);
            touch?.off(EVENT_TOUCHEND, this.onTouchEnd, this);
            touch?.off(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
        });
    }

    /**
     * @param {number} x - Pointer x in canvas pixels.
     * @param {number} y - Pointer y in canvas pixels.
     */
    beginDrag(x, y) {
        this.dragging = true;
        this.last.set(x, y);
        this.velocity.set(0, 0);
    }

    /**
     * @param {number} x - Pointer x in canvas pixels.
     * @param {number} y - Pointer y in canvas pixels.
     */
    dragTo(x, y) {
        this.pending.x += (x - this.last.x) * this.sensitivity;
        this.pending.y += (y - this.last.y) * this.sensitivity;
        this.last.set(x, y);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) this.beginDrag(event.x, event.y);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (!this.dragging || this.touchId !== -1) return;
        // A button released outside the canvas sends no mouseup event, but
        // event.buttons already shows it: end the drag here instead.
        if (!event.buttons[MOUSEBUTTON_LEFT]) {
            this.dragging = false;
            return;
        }
        this.dragTo(event.x, event.y);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseUp(event) {
        if (event.button === MOUSEBUTTON_LEFT) this.dragging = false;
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        // Only the first finger on the screen drives the rotation.
        if (this.touchId === -1) {
            const touch = event.changedTouches[0];
            this.touchId = touch.id;
            this.beginDrag(touch.x, touch.y);
        }
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchMove(event) {
        const touch = event.changedTouches.find((t) => t.id === this.touchId);
        if (touch) this.dragTo(touch.x, touch.y);
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchEnd(event) {
        if (event.changedTouches.some((t) => t.id === this.touchId)) {
            this.touchId = -1;
            this.dragging = false;
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (dt <= 0) return;

        if (this.dragging) {
            // Measure the drag speed, smoothed, so a flick can carry on after release.
            this.sample.set(this.pending.x / dt, this.pending.y / dt);
            this.velocity.lerp(this.velocity, this.sample, 0.5);
        } else {
            // No drag: keep spinning with the last speed while it decays.
            this.pending.set(this.velocity.x * dt, this.velocity.y * dt);
            this.velocity.mulScalar(Math.exp(-this.damping * dt));
        }

        if (this.pending.x !== 0 || this.pending.y !== 0) {
            const up = this.camera ? this.camera.up : Vec3.UP;
            const right = this.camera ? this.camera.right : Vec3.RIGHT;

            // Rotate around the camera axes, then apply on top of the current rotation.
            this.qYaw.setFromAxisAngle(up, this.pending.x);
            this.qPitch.setFromAxisAngle(right, this.pending.y);
            this.qResult.mul2(this.qYaw, this.qPitch).mul(this.entity.getRotation());
            this.entity.setRotation(this.qResult);
        }
        this.pending.set(0, 0);
    }
}
