import { EVENT_KEYDOWN, Entity, KEY_1, KEY_LEFT, KEY_RIGHT, Script } from 'playcanvas';

/** @import { KeyboardEvent } from 'playcanvas' */

/**
 * Keeps exactly one camera of a list enabled. Number keys 1 to 9 pick a
 * camera directly; the left and right arrows step through the list.
 */
export class CameraSwitcher extends Script {
    static scriptName = 'cameraSwitcher';

    /**
     * Camera entities to switch between, in order.
     *
     * @attribute
     * @type {Entity[]}
     */
    cameras = [];

    /** Index of the enabled camera. */
    current = 0;

    initialize() {
        this.select(0);

        const keyboard = this.app.keyboard;
        if (!keyboard) return;
        keyboard.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => keyboard.off(EVENT_KEYDOWN, this.onKeyDown, this));
    }

    /**
     * Enables the camera at `index` and disables all the others.
     *
     * @param {number} index - Position in `cameras`; wraps around.
     */
    select(index) {
        const count = this.cameras.length;
        if (count === 0) return;
        this.current = ((index % count) + count) % count;
        this.cameras.forEach((camera, i) => {
            camera.enabled = i === this.current;
        });
        this.app.fire('camera:changed', this.cameras[this.current]);
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        const number = (event.key ?? -1) - KEY_1;
        if (number >= 0 && number < 9) {
            this.select(number);
        } else if (event.key === KEY_RIGHT) {
            this.select(this.current + 1);
        } else if (event.key === KEY_LEFT) {
            this.select(this.current - 1);
        } else {
            return;
        }
        // Keep the arrow keys from scrolling the page.
        event.event?.preventDefault();
    }
}
