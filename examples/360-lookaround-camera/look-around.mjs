import {
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    EVENT_MOUSEUP,
    EVENT_MOUSEWHEEL,
    EVENT_TOUCHCANCEL,
    EVENT_TOUCHEND,
    EVENT_TOUCHMOVE,
    EVENT_TOUCHSTART,
    MOUSEBUTTON_LEFT,
    Script,
    math
} from 'playcanvas';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Turns the entity (a camera) in place, like a panorama viewer.
 * Drag with the mouse or one finger to look around; the view keeps
 * gliding for a moment after release. The wheel changes the field of view.
 */
export class LookAround extends Script {
    static scriptName = 'lookAround';

    /**
     * Degrees of rotation per pixel of drag.
     *
     * @attribute
     */
    sensitivity = 0.15;

    /**
     * How quickly the view catches up with the drag. Higher is snappier.
     *
     * @attribute
     */
    smoothing = 12;

    /** @attribute */
    minPitch = -80;

    /** @attribute */
    maxPitch = 80;

    /** @attribute */
    minFov = 30;

    /** @attribute */
    maxFov = 90;

    /** Angles the drag asks for, in degrees. */
    targetYaw = 0;

    targetPitch = 0;

    /** Angles currently shown, in degrees. */
    yaw = 0;

    pitch = 0;

    dragging = false;

    lastX = 0;

    lastY = 0;

    initialize() {
        // Start from the orientation the entity already has.
        const angles = this.entity.getEulerAngles();
        this.yaw = this.targetYaw = angles.y;
        this.pitch = this.targetPitch = angles.x;

        const mouse = this.app.mouse;
        if (mouse) {
            mouse.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse.on(EVENT_MOUSEUP, this.onMouseUp, this);
            mouse.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse.on(EVENT_MOUSEWHEEL, this.onMouseWheel, this);
        }
        const touch = this.app.touch;
        if (touch) {
            touch.on(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
            touch.on(EVENT_TOUCHEND, this.onTouchEnd, this);
            touch.on(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
        }

        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse?.off(EVENT_MOUSEUP, this.onMouseUp, this);
            mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse?.off(EVENT_MOUSEWHEEL, this.onMouseWheel, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch?.off(EVENT_TOUCHMOVE, this.onTouchMove, this);
            touch?.off(EVENT_TOUCHEND, this.onTouchEnd, this);
            touch?.off(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
        });
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        // Frame-rate independent easing towards the requested angles.
        const t = 1 - Math.exp(-this.smoothing * dt);
        this.yaw = math.lerp(this.yaw, this.targetYaw, t);
        this.pitch = math.lerp(this.pitch, this.targetPitch, t);
        this.entity.setLocalEulerAngles(this.pitch, this.yaw, 0);
    }

    /**
     * Moves the requested view by a drag of dx, dy pixels. Dragging moves
     * the picture with the pointer, so the camera turns the opposite way.
     *
     * @param {number} dx - Horizontal movement in pixels.
     * @param {number} dy - Vertical movement in pixels.
     */
    drag(dx, dy) {
        // Narrow fields of view turn more slowly, so the picture stays under the pointer.
        const fovScale = (this.entity.camera?.fov ?? 45) / 45;
        this.targetYaw += dx * this.sensitivity * fovScale;
        this.targetPitch = math.clamp(
            this.targetPitch + dy * this.sensitivity * fovScale,
            this.minPitch,
            this.maxPitch
        );
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.dragging = true;
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseUp(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.dragging = false;
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (this.dragging) {
            this.drag(event.dx, event.dy);
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseWheel(event) {
        const camera = this.entity.camera;
        if (camera) {
            camera.fov = math.clamp(camera.fov + event.wheelDelta * 5, this.minFov, this.maxFov);
        }
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.touches[0];
        this.lastX = touch.x;
        this.lastY = touch.y;
        // Stop the browser from turning the touch into mouse events as well.
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchMove(event) {
        const touch = event.touches[0];
        this.drag(touch.x - this.lastX, touch.y - this.lastY);
        this.lastX = touch.x;
        this.lastY = touch.y;
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchEnd(event) {
        // If a finger is still down, continue the drag from it.
        const touch = event.touches[0];
        if (touch) {
            this.lastX = touch.x;
            this.lastY = touch.y;
        }
    }
}
