import {
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    EVENT_MOUSEUP,
    EVENT_TOUCHCANCEL,
    EVENT_TOUCHEND,
    EVENT_TOUCHMOVE,
    EVENT_TOUCHSTART,
    MOUSEBUTTON_LEFT,
    Script,
    Vec2
} from 'playcanvas';

/** @import { Entity, MouseEvent, TouchEvent } from 'playcanvas' */

/** Pointer id used for the mouse, so desktop testing works like one finger. */
const MOUSE_ID = -2;

/**
 * An on-screen joypad for touch screens. The left half of the screen is a
 * floating stick: the base jumps to where the thumb lands and the nub
 * follows the thumb within `radius`. A touch on the right half presses the
 * action button. Each frame the script fires `joypad:axis` (x, y from -1 to
 * 1, up is +y) on the app, and `joypad:button` (true or false) when the
 * button changes state.
 *
 * Attach it to an entity under a screen-space Screen component whose scale
 * mode is "none", so that element units are drawing-buffer pixels.
 */
export class TouchJoypad extends Script {
    static scriptName = 'touchJoypad';

    /**
     * Image element drawn under the thumb.
     *
     * @attribute
     * @type {Entity | null}
     */
    base = null;

    /**
     * Image element that follows the thumb.
     *
     * @attribute
     * @type {Entity | null}
     */
    nub = null;

    /**
     * Image element of the action button (only tinted here).
     *
     * @attribute
     * @type {Entity | null}
     */
    button = null;

    /**
     * How far the nub may move from the centre, in CSS pixels.
     *
     * @attribute
     */
    radius = 60;

    /**
     * Id of the pointer holding the stick, or null.
     *
     * @type {number | null}
     */
    stickId = null;

    /**
     * Id of the pointer holding the button, or null.
     *
     * @type {number | null}
     */
    buttonId = null;

    origin = new Vec2();

    axis = new Vec2();

    /** Where the base rests when nobody touches it, in element units. */
    rest = new Vec2();

    initialize() {
        if (this.base) {
            const p = this.base.getLocalPosition();
            this.rest.set(p.x, p.y);
        }

        const { mouse, touch } = this.app;
        if (touch) {
            touch.on(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
            touch.on(EVENT_TOUCHEND, this.onTouchEnd, this);
            touch.on(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
        }
        if (mouse) {
            mouse.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse.on(EVENT_MOUSEUP, this.onMouseUp, this);
        }
        this.on('destroy', () => {
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch?.off(EVENT_TOUCHMOVE, this.onTouchMove, this);
            touch?.off(EVENT_TOUCHEND, this.onTouchEnd, this);
            touch?.off(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse?.off(EVENT_MOUSEUP, this.onMouseUp, this);
        });
    }

    /**
     * Converts CSS pixels from the top-left corner into element units from
     * the bottom-left corner of the screen.
     *
     * @param {number} x - Pointer x in CSS pixels.
     * @param {number} y - Pointer y in CSS pixels.
     * @param {Vec2} out - Receives the result.
     * @returns {Vec2} The `out` vector.
     */
    toScreen(x, y, out) {
        const canvas = this.app.graphicsDevice.canvas;
        const ratio = this.app.graphicsDevice.width / Math.max(canvas.clientWidth, 1);
        const scale = this.entity.element?.screen?.screen?.scale ?? 1;
        return out.set(x * ratio / scale, (canvas.clientHeight - y) * ratio / scale);
    }

    /**
     * @param {number} id - Pointer id.
     * @param {number} x - Pointer x in CSS pixels.
     * @param {number} y - Pointer y in CSS pixels.
     */
    pointerDown(id, x, y) {
        const canvas = this.app.graphicsDevice.canvas;
        if (x < canvas.clientWidth / 2) {
            if (this.stickId !== null) return;
            this.stickId = id;
            this.origin.set(x, y);
            const p = this.toScreen(x, y, new Vec2());
            this.base?.setLocalPosition(p.x, p.y, 0);
            this.nub?.setLocalPosition(p.x, p.y, 0);
        } else if (this.buttonId === null) {
            this.buttonId = id;
            this.setButton(true);
        }
    }

    /**
     * @param {number} id - Pointer id.
     * @param {number} x - Pointer x in CSS pixels.
     * @param {number} y - Pointer y in CSS pixels.
     */
    pointerMove(id, x, y) {
        if (id !== this.stickId) return;

        // Offset from where the thumb landed, limited to the radius.
        const offset = new Vec2(x - this.origin.x, y - this.origin.y);
        if (offset.length() > this.radius) offset.normalize().mulScalar(this.radius);

        // Screen y grows downwards; the axis uses "up is positive".
        this.axis.set(offset.x / this.radius, -offset.y / this.radius);

        const p = this.toScreen(this.origin.x + offset.x, this.origin.y + offset.y, new Vec2());
        this.nub?.setLocalPosition(p.x, p.y, 0);
    }

    /** @param {number} id - Pointer id. */
    pointerUp(id) {
        if (id === this.stickId) {
            this.stickId = null;
            this.axis.set(0, 0);
            this.base?.setLocalPosition(this.rest.x, this.rest.y, 0);
            this.nub?.setLocalPosition(this.rest.x, this.rest.y, 0);
        }
        if (id === this.buttonId) {
            this.buttonId = null;
            this.setButton(false);
        }
    }

    /** @param {boolean} pressed - New button state. */
    setButton(pressed) {
        if (this.button?.element) this.button.element.opacity = pressed ? 1 : 0.5;
        this.app.fire('joypad:button', pressed);
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        for (const t of event.changedTouches) this.pointerDown(t.id, t.x, t.y);
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchMove(event) {
        for (const t of event.changedTouches) this.pointerMove(t.id, t.x, t.y);
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchEnd(event) {
        for (const t of event.changedTouches) this.pointerUp(t.id);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) this.pointerDown(MOUSE_ID, event.x, event.y);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        // A button released outside the canvas sends no mouseup event, but
        // event.buttons already shows it: let go of the stick or button here.
        if (!event.buttons[MOUSEBUTTON_LEFT]) {
            this.pointerUp(MOUSE_ID);
            return;
        }
        this.pointerMove(MOUSE_ID, event.x, event.y);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseUp(event) {
        if (event.button === MOUSEBUTTON_LEFT) this.pointerUp(MOUSE_ID);
    }

    update() {
        this.app.fire('joypad:axis', this.axis.x, this.axis.y);
    }
}
