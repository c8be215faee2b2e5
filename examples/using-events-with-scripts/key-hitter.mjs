import { EVENT_KEYDOWN, KEY_1, KEY_D, KEY_SHIFT, Script } from 'playcanvas';

/** @import { Entity, KeyboardEvent } from 'playcanvas' */

/**
 * Turns key presses into events: keys 1, 2, 3... fire `hit` on the matching
 * target entity (Shift doubles the strength), and D toggles the first
 * target's script to show the enable and disable events.
 */
export class KeyHitter extends Script {
    static scriptName = 'keyHitter';

    /**
     * Targets in key order: the first one answers to key 1.
     *
     * @attribute
     * @type {Entity[]}
     */
    targets = [];

    initialize() {
        const keyboard = this.app.keyboard;
        if (!keyboard) return;
        keyboard.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => keyboard.off(EVENT_KEYDOWN, this.onKeyDown, this));
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key === null || event.event?.repeat) return;

        const index = event.key - KEY_1;
        const target = this.targets[index];
        if (target) {
            const strength = this.app.keyboard?.isPressed(KEY_SHIFT) ? 2 : 1;
            // The caller does not need to know which scripts listen.
            target.fire('hit', strength);
        }

        if (event.key === KEY_D) {
            const script = this.targets[0]?.script?.get('target');
            if (script) script.enabled = !script.enabled;
        }
    }
}
