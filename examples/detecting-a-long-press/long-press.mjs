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
    StandardMaterial,
    Vec2
} from 'playcanvas';

/** @import { MouseEvent, RenderComponent, TouchEvent } from 'playcanvas' */

/**
 * Detects a long press with a mouse button or one finger. App events:
 * - 'longpress:progress' (0..1) every frame while a press is being held
 * - 'longpress' (x, y) once, when the press has been held long enough
 * - 'longpress:end' when the press is released, moved too far or cancelled
 */
export class LongPress extends Script {
    static scriptName = 'longPress';

    /**
     * Seconds the press must be held.
     *
     * @attribute
     */
    duration = 0.6;

    /**
     * How far the pointer may drift before the press is cancelled, in CSS pixels.
     *
     * @attribute
     */
    moveTolerance = 12;

    pressing = false;

    fired = false;

    heldTime = 0;

    /** Identifier of the finger being tracked; -1 for the mouse. */
    touchId = -1;

    start = new Vec2();

    initialize() {
        const { mouse, touch } = this.app;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        mouse?.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
        mouse?.on(EVENT_MOUSEUP, this.onMouseUp, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        touch?.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
        touch?.on(EVENT_TOUCHEND, this.onTouchEnd, this);
        touch?.on(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
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

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) this.begin(event.x, event.y, -1);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (this.touchId === -1) this.checkDrift(event.x, event.y);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseUp(event) {
        if (event.button === MOUSEBUTTON_LEFT && this.touchId === -1) this.end();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        if (event.touches.length === 1) {
            const touch = event.changedTouches[0];
            this.begin(touch.x, touch.y, touch.id);
        } else {
            // A second finger turns the gesture into something else.
            this.end();
        }
        // Stop emulated mouse events and the browser's own long-press menu.
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchMove(event) {
        const touch = event.getTouchById(this.touchId, event.changedTouches);
        if (touch) this.checkDrift(touch.x, touch.y);
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchEnd(event) {
        if (event.getTouchById(this.touchId, event.changedTouches)) this.end();
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     * @param {number} id - Touch identifier, or -1 for the mouse.
     */
    begin(x, y, id) {
        this.pressing = true;
        this.fired = false;
        this.heldTime = 0;
        this.touchId = id;
        this.start.set(x, y);
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     */
    checkDrift(x, y) {
        if (!this.pressing || this.fired) return;
        const dx = x - this.start.x;
        const dy = y - this.start.y;
        if (dx * dx + dy * dy > this.moveTolerance * this.moveTolerance) {
            this.end();
        }
    }

    end() {
        if (!this.pressing) return;
        this.pressing = false;
        this.app.fire('longpress:end');
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (!this.pressing || this.fired) return;

        this.heldTime += dt;
        const progress = Math.min(this.heldTime / this.duration, 1);
        this.app.fire('longpress:progress', progress);

        if (progress >= 1) {
            // Fire once; the press stays active until it is released.
            this.fired = true;
            this.app.fire('longpress', this.start.x, this.start.y);
        }
    }
}

/**
 * Visual feedback on the entity: it swells while a press is held, and
 * changes colour when the long press completes.
 */
export class PressFeedback extends Script {
    static scriptName = 'pressFeedback';

    /**
     * Extra scale at full progress (0.3 means 30% larger).
     *
     * @attribute
     */
    grow = 0.3;

    material = new StandardMaterial();

    hue = 0.08;

    scale = 1;

    targetScale = 1;

    initialize() {
        this.setHue(this.hue);
        // Colour the entity's own render component, or the first one below it.
        const render = /** @type {RenderComponent|null} */ (this.entity.findComponent('render'));
        if (render) render.material = this.material;

        const app = this.app;
        app.on('longpress:progress', this.onProgress, this);
        app.on('longpress', this.onLongPress, this);
        app.on('longpress:end', this.onEnd, this);
        this.on('destroy', () => {
            app.off('longpress:progress', this.onProgress, this);
            app.off('longpress', this.onLongPress, this);
            app.off('longpress:end', this.onEnd, this);
        });
    }

    /** @param {number} progress - From 0 to 1. */
    onProgress(progress) {
        this.targetScale = 1 + this.grow * progress;
    }

    onLongPress() {
        this.setHue((this.hue + 0.3) % 1);
        this.scale = 1 + this.grow * 2;
        this.targetScale = 1;
    }

    onEnd() {
        this.targetScale = 1;
    }

    /** @param {number} h - Hue from 0 to 1. */
    setHue(h) {
        this.hue = h;
        // A simple hue wheel: three phase-shifted cosines.
        const angle = 2 * Math.PI * h;
        this.material.diffuse.set(
            0.55 + 0.4 * Math.cos(angle),
            0.55 + 0.4 * Math.cos(angle - 2 * Math.PI / 3),
            0.55 + 0.4 * Math.cos(angle - 4 * Math.PI / 3)
        );
        this.material.update();
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.scale += (this.targetScale - this.scale) * Math.min(1, dt * 12);
        this.entity.setLocalScale(this.scale, this.scale, this.scale);
    }
}
