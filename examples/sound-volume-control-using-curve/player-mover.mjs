import { EVENT_MOUSEDOWN, EVENT_MOUSEMOVE, EVENT_MOUSEUP, EVENT_TOUCHMOVE, EVENT_TOUCHSTART, KEY_A, KEY_D, KEY_LEFT, KEY_RIGHT, Script, math } from 'playcanvas';

/**
 * Moves the entity along the X axis between `minX` and `maxX`: drag with the
 * mouse or a finger (the horizontal position on the canvas picks the spot),
 * or hold the left and right arrow keys (or A and D).
 */
export class PlayerMover extends Script {
    static scriptName = 'playerMover';

    /** @attribute */
    minX = 0;

    /** @attribute */
    maxX = 12;

    /**
     * Speed with the keys, in units per second.
     *
     * @attribute
     */
    speed = 4;

    dragging = false;

    initialize() {
        const mouse = this.app.mouse;
        const touch = this.app.touch;
        /** @param {import('playcanvas').MouseEvent} event - The mouse event. */
        const onDown = (event) => {
            this.dragging = true;
            this.moveTo(event.x);
        };
        /** @param {import('playcanvas').MouseEvent} event - The mouse event. */
        const onMove = (event) => {
            if (this.dragging) this.moveTo(event.x);
        };
        const onUp = () => {
            this.dragging = false;
        };
        /** @param {import('playcanvas').TouchEvent} event - The touch event. */
        const onTouch = (event) => {
            const first = event.touches[0];
            if (first) this.moveTo(first.x);
            event.event.preventDefault();
        };
        mouse?.on(EVENT_MOUSEDOWN, onDown);
        mouse?.on(EVENT_MOUSEMOVE, onMove);
        mouse?.on(EVENT_MOUSEUP, onUp);
        touch?.on(EVENT_TOUCHSTART, onTouch);
        touch?.on(EVENT_TOUCHMOVE, onTouch);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, onDown);
            mouse?.off(EVENT_MOUSEMOVE, onMove);
            mouse?.off(EVENT_MOUSEUP, onUp);
            touch?.off(EVENT_TOUCHSTART, onTouch);
            touch?.off(EVENT_TOUCHMOVE, onTouch);
        });
    }

    /** @param {number} screenX - Horizontal position on the canvas, in CSS pixels. */
    moveTo(screenX) {
        const width = this.app.graphicsDevice.canvas.clientWidth || 1;
        const x = math.lerp(this.minX - 1, this.maxX + 1, screenX / width);
        this.setX(x);
    }

    /** @param {number} x - The new position on the track. */
    setX(x) {
        const position = this.entity.getLocalPosition();
        this.entity.setLocalPosition(math.clamp(x, this.minX, this.maxX), position.y, position.z);
    }

    update(dt) {
        const keyboard = this.app.keyboard;
        if (!keyboard) return;
        let direction = 0;
        if (keyboard.isPressed(KEY_LEFT) || keyboard.isPressed(KEY_A)) direction -= 1;
        if (keyboard.isPressed(KEY_RIGHT) || keyboard.isPressed(KEY_D)) direction += 1;
        if (direction) this.setX(this.entity.getLocalPosition().x + direction * this.speed * dt);
    }
}
