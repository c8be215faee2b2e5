import {
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    MOUSEBUTTON_LEFT,
    Script,
    Vec2
} from 'playcanvas';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Detects double taps: two taps close together in time and in space.
 * Fires the app event 'input:doubletap' with the canvas x and y of the
 * second tap. Attach it to any one entity, for example the camera.
 */
export class DoubleTap extends Script {
    static scriptName = 'doubleTap';

    /**
     * Longest time between the two taps, in seconds.
     *
     * @attribute
     */
    maxInterval = 0.3;

    /**
     * Largest distance between the two taps, in CSS pixels.
     *
     * @attribute
     */
    maxDistance = 30;

    /**
     * Also treat left mouse clicks as taps, to test on a desktop.
     *
     * @attribute
     */
    includeMouse = true;

    /** Time of the last single tap in seconds, or -1 when there is none. */
    lastTapTime = -1;

    lastTapPosition = new Vec2();

    initialize() {
        const { touch, mouse } = this.app;
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        this.on('destroy', () => {
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
        });
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        // A second finger landing is a multi-touch gesture, not a tap.
        if (event.touches.length === 1) {
            const touch = event.changedTouches[0];
            this.registerTap(touch.x, touch.y);
        } else {
            this.lastTapTime = -1;
        }
        // No emulated mouse events after this touch: they would count twice.
        event.event.preventDefault();
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (this.includeMouse && event.button === MOUSEBUTTON_LEFT) {
            this.registerTap(event.x, event.y);
        }
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     */
    registerTap(x, y) {
        // performance.now() keeps running while the app's timeScale is 0.
        const now = performance.now() / 1000;
        const quickEnough = this.lastTapTime >= 0 && now - this.lastTapTime <= this.maxInterval;
        const dx = x - this.lastTapPosition.x;
        const dy = y - this.lastTapPosition.y;
        const closeEnough = dx * dx + dy * dy <= this.maxDistance * this.maxDistance;

        if (quickEnough && closeEnough) {
            // Reset, so a third quick tap starts a new pair instead of firing again.
            this.lastTapTime = -1;
            this.app.fire('input:doubletap', x, y);
        } else {
            this.lastTapTime = now;
            this.lastTapPosition.set(x, y);
        }
    }
}

/**
 * Makes the entity hop once whenever 'input:doubletap' fires.
 */
export class Hopper extends Script {
    static scriptName = 'hopper';

    /**
     * Peak height of a hop.
     *
     * @attribute
     */
    height = 1.5;

    /**
     * Duration of a hop in seconds.
     *
     * @attribute
     */
    duration = 0.5;

    /** Seconds into the current hop, or -1 while resting. */
    hopTime = -1;

    baseY = 0;

    initialize() {
        this.baseY = this.entity.getLocalPosition().y;
        this.app.on('input:doubletap', this.hop, this);
        this.on('destroy', () => this.app.off('input:doubletap', this.hop, this));
    }

    hop() {
        this.hopTime = 0;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.hopTime < 0) return;

        this.hopTime += dt;
        const t = Math.min(this.hopTime / this.duration, 1);
        // A parabola: 0 at the start and the end, 1 in the middle.
        const y = this.baseY + this.height * 4 * t * (1 - t);
        const p = this.entity.getLocalPosition();
        this.entity.setLocalPosition(p.x, y, p.z);
        this.entity.setLocalEulerAngles(0, 360 * t, 0);

        if (t >= 1) this.hopTime = -1;
    }
}
