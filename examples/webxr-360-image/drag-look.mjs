import { EVENT_MOUSEDOWN, EVENT_MOUSEMOVE, EVENT_MOUSEUP, EVENT_TOUCHMOVE, EVENT_TOUCHSTART, Script, math } from 'playcanvas';

/**
 * Turns the entity (a camera) by dragging with the mouse or a finger: left
 * and right turn around, up and down tilt. It stops while an XR session is
 * running, because the headset then sets the camera's rotation.
 */
export class DragLook extends Script {
    static scriptName = 'dragLook';

    /**
     * Degrees turned per pixel dragged.
     *
     * @attribute
     */
    sensitivity = 0.25;

    /** Rotation about the vertical axis, in degrees. */
    yaw = 0;

    /** Tilt up (positive) or down, in degrees. */
    pitch = 0;

    dragging = false;

    lastX = 0;

    lastY = 0;

    initialize() {
        const angles = this.entity.getLocalEulerAngles();
        this.yaw = angles.y;
        this.pitch = angles.x;

        const mouse = this.app.mouse;
        const touch = this.app.touch;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        mouse?.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
        mouse?.on(EVENT_MOUSEUP, this.onMouseUp, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        touch?.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse?.off(EVENT_MOUSEUP, this.onMouseUp, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch?.off(EVENT_TOUCHMOVE, this.onTouchMove, this);
        });
    }

    /** @param {import('playcanvas').MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        this.dragging = true;
        this.lastX = event.x;
        this.lastY = event.y;
    }

    /** @param {import('playcanvas').MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (!this.dragging) return;
        this.look(event.x - this.lastX, event.y - this.lastY);
        this.lastX = event.x;
        this.lastY = event.y;
    }

    onMouseUp() {
        this.dragging = false;
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const [touch] = event.touches;
        if (!touch) return;
        this.lastX = touch.x;
        this.lastY = touch.y;
        event.event.preventDefault();
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchMove(event) {
        const [touch] = event.touches;
        if (!touch) return;
        this.look(touch.x - this.lastX, touch.y - this.lastY);
        this.lastX = touch.x;
        this.lastY = touch.y;
    }

    /**
     * @param {number} dx - Pixels moved to the right.
     * @param {number} dy - Pixels moved down.
     */
    look(dx, dy) {
        if (this.app.xr?.active) return;
        // Dragging moves the picture with the pointer, as if grabbing the panorama.
        this.yaw += dx * this.sensitivity;
        this.pitch = math.clamp(this.pitch + dy * this.sensitivity, -85, 85);
        this.entity.setLocalEulerAngles(this.pitch, this.yaw, 0);
    }
}
