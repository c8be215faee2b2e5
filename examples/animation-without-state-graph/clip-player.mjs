import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';

/**
 * Plays animation clips on the entity's Anim component without a state graph
 * asset. A click or a tap cross-fades to the next clip; Space pauses and resumes.
 */
export class ClipPlayer extends Script {
    static scriptName = 'clipPlayer';

    /**
     * The clips to play, in order.
     *
     * @attribute
     * @type {import('playcanvas').Asset[]}
     * @resource animation
     */
    clips = [];

    /**
     * Seconds the cross-fade between two clips lasts.
     *
     * @attribute
     * @range [0, 2]
     */
    blendTime = 0.4;

    /** @type {string[]} */
    names = [];

    current = 0;

    initialize() {
        const anim = this.entity.anim;
        if (!anim) return;

        // Each call adds a state named after the clip to the "Base" layer.
        // The first call creates the layer and starts playing that state.
        for (const clip of this.clips) {
            const track = /** @type {import('playcanvas').AnimTrack} */ (clip.resource);
            anim.assignAnimation(track.name, track);
            this.names.push(track.name);
        }

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.next, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.next, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.next, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.next, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        const anim = this.entity.anim;
        if (event.key === KEY_SPACE && anim) {
            // A paused component is skipped by the anim system: every layer stands still.
            anim.playing = !anim.playing;
        }
    }

    next() {
        const layer = this.entity.anim?.baseLayer;
        if (!layer || this.names.length < 2) return;
        this.current = (this.current + 1) % this.names.length;
        // No transition in a graph is needed: the layer cross-fades to any state by name.
        layer.transition(this.names[this.current], this.blendTime);
    }
}
