import {
    EVENT_MOUSEMOVE,
    EVENT_MOUSEWHEEL,
    EVENT_TOUCHCANCEL,
    EVENT_TOUCHEND,
    EVENT_TOUCHMOVE,
    EVENT_TOUCHSTART,
    MOUSEBUTTON_LEFT,
    Script,
    Vec3,
    math
} from 'playcanvas';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Orbits the entity (usually a camera) around a target point.
 * Mouse: drag with the left button to rotate, use the wheel to zoom.
 * Touch: drag with one finger to rotate, pinch with two fingers to zoom.
 */
export class OrbitCamera extends Script {
    static scriptName = 'orbitCamera';

    /**
     * The point the camera looks at and orbits around.
     *
     * @attribute
     */
    target = new Vec3();

    /**
     * Distance from the target, in world units.
     *
     * @attribute
     */
    distance = 10;

    /** @attribute */
    minDistance = 2;

    /** @attribute */
    maxDistance = 40;

    /**
     * Horizontal angle around the target, in degrees.
     *
     * @attribute
     */
    yaw = 30;

    /**
     * Elevation above the target's horizontal plane, in degrees.
     *
     * @attribute
     */
    pitch = 25;

    /** @attribute */
    minPitch = 5;

    /** @attribute */
    maxPitch = 85;

    /**
     * Degrees of rotation per pixel of drag.
     *
     * @attribute
     */
    orbitSensitivity = 0.3;

    /**
     * Fraction of the distance added or removed per wheel step.
     *
     * @attribute
     */
    zoomSensitivity = 0.1;

    /** Last single-finger position, used to compute the drag delta. */
    lastTouchX = 0;

    lastTouchY = 0;

    /** Last distance between two fingers, used for pinch zoom. */
    lastPinchDistance = 0;

    /** Scratch vector reused every frame to avoid allocations. */
    offset = new Vec3();

    initialize() {
        const mouse = this.app.mouse;
        if (mouse) {
            // Right-click would otherwise open the browser menu over the canvas.
            mouse.disableContextMenu();
            mouse.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse.on(EVENT_MOUSEWHEEL, this.onMouseWheel, this);
        }

        const touch = this.app.touch;
        if (touch) {
            touch.on(EVENT_TOUCHSTART, this.onTouchChange, this);
            touch.on(EVENT_TOUCHEND, this.onTouchChange, this);
            touch.on(EVENT_TOUCHCANCEL, this.onTouchChange, this);
            touch.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
        }

        // Remove the listeners when the script or its entity is destroyed.
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse?.off(EVENT_MOUSEWHEEL, this.onMouseWheel, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchChange, this);
            touch?.off(EVENT_TOUCHEND, this.onTouchChange, this);
            touch?.off(EVENT_TOUCHCANCEL, this.onTouchChange, this);
            touch?.off(EVENT_TOUCHMOVE, this.onTouchMove, this);
        });

        this.updateTransform();
    }

    update() {
        this.updateTransform();
    }

    /**
     * Rotates the camera by a drag of dx, dy pixels.
     *
     * @param {number} dx - Horizontal movement in pixels.
     * @param {number} dy - Vertical movement in pixels.
     */
    orbit(dx, dy) {
        this.yaw -= dx * this.orbitSensitivity;
        this.pitch += dy * this.orbitSensitivity;
    }

    /**
     * Multiplies the distance by a factor, keeping it within the limits.
     *
     * @param {number} factor - Greater than 1 moves away, less than 1 moves closer.
     */
    zoom(factor) {
        this.distance = math.clamp(this.distance * factor, this.minDistance, this.maxDistance);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (event.buttons[MOUSEBUTTON_LEFT]) {
            this.orbit(event.dx, event.dy);
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseWheel(event) {
        // wheelDelta is 1 when scrolling down (zoom out) and -1 when scrolling up.
        this.zoom(1 + event.wheelDelta * this.zoomSensitivity);
        // Keep the page from scrolling while the pointer is over the canvas.
        event.event.preventDefault();
    }

    /**
     * Called when a finger is added or removed: restart the gesture from the
     * current touches so the camera does not jump.
     *
     * @param {TouchEvent} event - The touch event.
     */
    onTouchChange(event) {
        const touches = event.touches;
        if (touches.length === 1) {
            this.lastTouchX = touches[0].x;
            this.lastTouchY = touches[0].y;
        } else if (touches.length === 2) {
            this.lastPinchDistance = this.pinchDistance(event);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchMove(event) {
        const touches = event.touches;
        if (touches.length === 1) {
            const { x, y } = touches[0];
            this.orbit(x - this.lastTouchX, y - this.lastTouchY);
            this.lastTouchX = x;
            this.lastTouchY = y;
        } else if (touches.length === 2) {
            const current = this.pinchDistance(event);
            if (current > 0 && this.lastPinchDistance > 0) {
                // Fingers moving apart (current grows) bring the camera closer.
                this.zoom(this.lastPinchDistance / current);
            }
            this.lastPinchDistance = current;
        }
    }

    /**
     * @param {TouchEvent} event - The touch event.
     * @returns {number} Distance in pixels between the first two touches.
     */
    pinchDistance(event) {
        const [a, b] = event.touches;
        return Math.hypot(a.x - b.x, a.y - b.y);
    }

    /** Places the entity on a sphere around the target and aims it at the target. */
    updateTransform() {
        // Stop short of straight up or down, where lookAt has no stable "up".
        this.pitch = math.clamp(this.pitch, this.minPitch, this.maxPitch);

        const yaw = this.yaw * math.DEG_TO_RAD;
        const pitch = this.pitch * math.DEG_TO_RAD;
        const horizontal = Math.cos(pitch) * this.distance;

        this.offset.set(
            Math.sin(yaw) * horizontal,
            Math.sin(pitch) * this.distance,
            Math.cos(yaw) * horizontal
        );
        this.entity.setPosition(this.offset.add(this.target));
        this.entity.lookAt(this.target);
    }
}
