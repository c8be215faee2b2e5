import {
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    EVENT_MOUSEUP,
    EVENT_TOUCHEND,
    EVENT_TOUCHMOVE,
    EVENT_TOUCHSTART,
    Script,
    math
} from 'playcanvas';

/**
 * Turns the camera when the mouse or one finger drags, outside XR only:
 * in an XR session the headset sets the camera's rotation.
 */
export class DragLook extends Script {
    static scriptName = 'dragLook';

    /**
     * Degrees of turn per pixel of drag.
     *
     * @attribute
     */
    sensitivity = 0.2;

    /** Turn about the vertical axis, in degrees; positive turns left. */
    yaw = 0;

    /** Tilt up (positive) or down, in degrees. */
    pitch = 0;

    dragging = false;

    lastX = 0;

    lastY = 0;

    initialize() {
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        this.app.mouse?.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
        this.app.mouse?.on(EVENT_MOUSEUP, this.onUp, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.app.touch?.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
        this.app.touch?.on(EVENT_TOUCHEND, this.onUp, this);
        this.once('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            this.app.mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            this.app.mouse?.off(EVENT_MOUSEUP, this.onUp, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            this.app.touch?.off(EVENT_TOUCHMOVE, this.onTouchMove, this);
            this.app.touch?.off(EVENT_TOUCHEND, this.onUp, this);
        });
    }

    /** @param {import('playcanvas').MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        this.start(event.x, event.y);
    }

    /** @param {import('playcanvas').MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        this.move(event.x, event.y);
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.touches[0];
        if (event.touches.length === 1 && touch) this.start(touch.x, touch.y);
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchMove(event) {
        const touch = event.touches[0];
        if (event.touches.length === 1 && touch) this.move(touch.x, touch.y);
    }

    onUp() {
        this.dragging = false;
    }

    /**
     * @param {number} x - Pointer x in pixels.
     * @param {number} y - Pointer y in pixels.
     */
    start(x, y) {
        this.dragging = true;
        this.lastX = x;
        this.lastY = y;
    }

    /**
     * @param {number} x - Pointer x in pixels.
     * @param {number} y - Pointer y in pixels.
     */
    move(x, y) {
        if (!this.dragging) return;
        // Dragging pulls the picture: drag right and the view turns left.
        this.yaw += (x - this.lastX) * this.sensitivity;
        this.pitch = math.clamp(this.pitch + (y - this.lastY) * this.sensitivity, -85, 85);
        this.lastX = x;
        this.lastY = y;
    }

    update() {
        if (this.app.xr?.active) return;
        this.entity.setLocalEulerAngles(this.pitch, this.yaw, 0);
    }
}
