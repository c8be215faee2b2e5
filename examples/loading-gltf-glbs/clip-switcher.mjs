import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';

/**
 * Gives the entity's Anim component one state per animation asset, named
 * after the clip, and moves to the next state on a click, a tap or Space.
 */
export class ClipSwitcher extends Script {
    static scriptName = 'clipSwitcher';

    /**
     * Animation assets, for example the `animations` of a GLB container.
     *
     * @attribute
     * @type {import('playcanvas').Asset[]}
     * @resource animation
     */
    clips = [];

    /**
     * Which clip plays first.
     *
     * @attribute
     */
    first = 0;

    /** @type {string[]} */
    names = [];

    current = 0;

    initialize() {
        const anim = this.entity.anim;
        if (!anim) return;
        for (const clip of this.clips) {
            const track = /** @type {import('playcanvas').AnimTrack} */ (clip.resource);
            anim.assignAnimation(track.name, track);
            this.names.push(track.name);
        }
        this.current = this.first % Math.max(this.names.length, 1);
        const name = this.names[this.current];
        if (name) anim.baseLayer?.transition(name);

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
        if (event.key === KEY_SPACE) this.next();
    }

    next() {
        if (this.names.length < 2) return;
        this.current = (this.current + 1) % this.names.length;
        // Blend into the next clip over 0.2 s.
        this.entity.anim?.baseLayer?.transition(this.names[this.current] ?? '', 0.2);
    }
}
