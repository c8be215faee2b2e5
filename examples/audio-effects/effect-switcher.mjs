import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';
import { createEcho, createHall, createLowPass } from './effects.mjs';

const NAMES = ['dry', 'lowpass', 'echo', 'hall'];

/**
 * Plays the `loop` slot of this entity's sound component and routes it through
 * the next effect on every click, tap or Space: dry, low-pass, echo, hall.
 * The pad of the current effect rises.
 */
export class EffectSwitcher extends Script {
    static scriptName = 'effectSwitcher';

    /**
     * One pad per effect, in the order dry, low-pass, echo, hall.
     *
     * @attribute
     * @type {import('playcanvas').Entity[]}
     */
    pads = [];

    /** Name of the effect the sound goes through. */
    current = 'dry';

    /** @type {Record<string, import('./effects.mjs').EffectChain>} */
    chains = {};

    initialize() {
        // The sound manager owns the one AudioContext; the nodes must come from it.
        const context = this.app.soundManager.context;
        if (context) {
            this.chains = {
                lowpass: createLowPass(context),
                echo: createEcho(context),
                hall: createHall(context)
            };
        }

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.next, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.next, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.next, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.next, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
        this.showPads();
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.next();
    }

    next() {
        const sound = this.entity.sound;
        const slot = sound?.slot('loop');
        if (!sound || !slot) return;

        // The first input starts the loop, dry; each one after picks the next effect.
        if (!slot.isPlaying) {
            // The engine resumes the context on a click or tap; a key press needs this.
            this.app.soundManager.context?.resume();
            sound.play('loop');
        } else {
            this.current = NAMES[(NAMES.indexOf(this.current) + 1) % NAMES.length];
        }

        const chain = this.chains[this.current];
        if (chain) {
            slot.setExternalNodes(chain.first, chain.last);
        } else {
            slot.clearExternalNodes();
        }
        this.showPads();
        this.fire('change', this.current);
    }

    showPads() {
        const active = NAMES.indexOf(this.current);
        this.pads.forEach((pad, i) => {
            pad.setLocalScale(1, i === active ? 0.6 : 0.2, 1);
        });
    }
}
