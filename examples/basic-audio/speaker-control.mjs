import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';

/**
 * Starts and pauses the looping `hum` slot of this entity's sound component
 * on a click, tap or Space, and plays the `blip` slot of the `ui` entity as
 * feedback. The entity also circles the origin, so you hear the positional
 * sound move from ear to ear.
 */
export class SpeakerControl extends Script {
    static scriptName = 'speakerControl';

    /**
     * Entity with a non-positional sound component and a `blip` slot.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    ui = null;

    /**
     * Radius of the circle the speaker moves on.
     *
     * @attribute
     */
    radius = 6;

    time = 0;

    initialize() {
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.toggle, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.toggle, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.toggle, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.toggle, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.toggle();
    }

    toggle() {
        const sound = this.entity.sound;
        const hum = sound?.slot('hum');
        if (!sound || !hum) return;

        if (hum.isPlaying) {
            sound.pause('hum');
        } else if (hum.isPaused) {
            sound.resume('hum');
        } else {
            sound.play('hum');
        }
        this.ui?.sound?.play('blip');
    }

    update(dt) {
        this.time += dt;
        const angle = this.time * 0.6;
        this.entity.setPosition(Math.cos(angle) * this.radius, 1, Math.sin(angle) * this.radius);
    }
}
