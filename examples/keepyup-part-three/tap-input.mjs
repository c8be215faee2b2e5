import {
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    MOUSEBUTTON_LEFT,
    Script,
    Vec3
} from 'playcanvas';
import { Ball } from '../keepyup-part-two/ball.mjs';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Turns mouse clicks and touches into taps in world space. Attach it to the
 * camera entity. Every tap fires the app event 'input:tap' with the world
 * position; a tap close enough to the ball also kicks it.
 */
export class TapInput extends Script {
    static scriptName = 'tapInput';

    /**
     * The ball entity; it must carry the Ball script.
     *
     * @attribute
     * @type {Entity|null}
     */
    ball = null;

    /**
     * How generous the hit test is: 1 means exactly the ball's outline.
     *
     * @attribute
     */
    tolerance = 1.4;

    worldPoint = new Vec3();

    initialize() {
        const { mouse, touch } = this.app;

        if (mouse) {
            mouse.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        }
        if (touch) {
            touch.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        }

        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.tap(event.x, event.y);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        // Every finger that touched down in this event counts as a tap.
        for (const touch of event.changedTouches) {
            this.tap(touch.x, touch.y);
        }
        // Stop the browser from also sending emulated mouse events.
        event.event.preventDefault();
    }

    /**
     * @param {number} screenX - Canvas x coordinate in CSS pixels.
     * @param {number} screenY - Canvas y coordinate in CSS pixels.
     */
    tap(screenX, screenY) {
        const camera = this.entity.camera;
        if (!camera) return;

        // Convert to the plane the ball moves in (z = 0).
        const depth = this.entity.getPosition().z;
        const point = camera.screenToWorld(screenX, screenY, depth, this.worldPoint);
        this.app.fire('input:tap', point);

        const ballScript = this.ball?.script?.get(Ball);
        if (!this.ball || !ballScript) return;

        const distance = point.distance(this.ball.getPosition());
        if (distance <= ballScript.radius * this.tolerance) {
            ballScript.kick(point.x);
        }
    }
}
