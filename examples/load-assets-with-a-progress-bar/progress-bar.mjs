import { Script } from 'playcanvas';

/**
 * Scales the `fill` entity along X to show `value` (0 to 1). The bar moves
 * toward the value at a limited speed, so a load that finishes in a few
 * milliseconds still shows the bar filling instead of a flash.
 */
export class ProgressBar extends Script {
    static scriptName = 'progressBar';

    /**
     * Pivot at the left end of the bar; its X scale is the filled part.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    fill = null;

    /**
     * Fastest fill speed, in whole bars per second.
     *
     * @attribute
     */
    speed = 1.5;

    /** The progress to show, 0 to 1. */
    value = 0;

    /** The progress shown now. */
    shown = 0;

    /** @type {Array<() => void>} */
    waiting = [];

    initialize() {
        this.apply();
    }

    reset() {
        this.value = 0;
        this.shown = 0;
        this.apply();
    }

    /**
     * @returns {Promise<void>} Resolves once the bar is drawn full.
     */
    whenFull() {
        return new Promise((resolve) => this.waiting.push(resolve));
    }

    apply() {
        // A zero scale makes a degenerate transform; keep a sliver instead.
        this.fill?.setLocalScale(Math.max(this.shown, 0.001), 1, 1);
    }

    update(dt) {
        this.shown = Math.min(this.value, this.shown + this.speed * dt);
        this.apply();
        if (this.shown >= 1 && this.waiting.length) {
            const waiting = this.waiting;
            this.waiting = [];
            waiting.forEach((resolve) => resolve());
        }
    }
}
