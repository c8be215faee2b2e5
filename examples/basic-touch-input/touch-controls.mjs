import {
    Color,
    EVENT_TOUCHCANCEL,
    EVENT_TOUCHEND,
    EVENT_TOUCHMOVE,
    EVENT_TOUCHSTART,
    Script,
    StandardMaterial
} from 'playcanvas';

/** Colours a tap cycles through. */
const COLORS = [
    new Color(0.95, 0.5, 0.2),
    new Color(0.25, 0.6, 0.95),
    new Color(0.4, 0.85, 0.35),
    new Color(0.9, 0.3, 0.6)
];

/**
 * Touch controls for the entity: drag one finger to turn it, tap to change
 * its colour. A touch counts as a tap when it ends quickly and close to where
 * it started.
 */
export class TouchControls extends Script {
    static scriptName = 'touchControls';

    /**
     * Degrees of rotation per pixel dragged.
     *
     * @attribute
     */
    sensitivity = 0.4;

    /**
     * Longest press, in seconds, that still counts as a tap.
     *
     * @attribute
     */
    tapTime = 0.25;

    /**
     * Furthest a finger may move, in pixels, for a tap.
     *
     * @attribute
     */
    tapDistance = 10;

    /** Identifier of the finger we follow, or -1 for none. */
    fingerId = -1;

    startX = 0;

    startY = 0;

    lastX = 0;

    lastY = 0;

    startTime = 0;

    colorIndex = 0;

    material = new StandardMaterial();

    initialize() {
        this.material.diffuse = COLORS[0];
        this.material.update();
        if (this.entity.render) this.entity.render.material = this.material;

        const touch = this.app.touch;
        if (!touch) {
            console.warn('touchControls: create the app with a TouchDevice');
            return;
        }
        touch.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        touch.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
        touch.on(EVENT_TOUCHEND, this.onTouchEnd, this);
        touch.on(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
        this.on('destroy', () => {
            touch.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch.off(EVENT_TOUCHMOVE, this.onTouchMove, this);
            touch.off(EVENT_TOUCHEND, this.onTouchEnd, this);
            touch.off(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
        });
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchStart(event) {
        // Follow only the first finger; ignore any others.
        const touch = event.changedTouches[0];
        if (this.fingerId === -1 && touch) {
            this.fingerId = touch.id;
            this.startX = this.lastX = touch.x;
            this.startY = this.lastY = touch.y;
            this.startTime = performance.now() / 1000;
        }
        // Stop the browser from scrolling, zooming or sending mouse events.
        event.event?.preventDefault();
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchMove(event) {
        const touch = event.getTouchById(this.fingerId, event.changedTouches);
        if (touch) {
            const dx = touch.x - this.lastX;
            const dy = touch.y - this.lastY;
            this.lastX = touch.x;
            this.lastY = touch.y;
            this.entity.rotate(dy * this.sensitivity, dx * this.sensitivity, 0);
        }
        event.event?.preventDefault();
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchEnd(event) {
        const touch = event.getTouchById(this.fingerId, event.changedTouches);
        if (!touch) return;
        this.fingerId = -1;

        const held = performance.now() / 1000 - this.startTime;
        const moved = Math.hypot(touch.x - this.startX, touch.y - this.startY);
        if (event.event?.type === 'touchend' && held <= this.tapTime && moved <= this.tapDistance) {
            this.colorIndex = (this.colorIndex + 1) % COLORS.length;
            this.material.diffuse = COLORS[this.colorIndex];
            this.material.update();
        }
        event.event?.preventDefault();
    }
}
