import { Script } from 'playcanvas';

/**
 * Makes a light flicker like a failing lamp: a restless glow, and now and
 * then a short drop-out.
 */
export class Flicker extends Script {
    static scriptName = 'flicker';

    /**
     * Intensity when the lamp burns steadily.
     *
     * @attribute
     * @range [0, 10]
     */
    base = 2;

    time = 0;

    /** Seconds left in the current drop-out. */
    dark = 0;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const light = this.entity.light;
        if (!light) return;
        this.time += dt;
        // Drop out now and then, for a fraction of a second.
        if (this.dark > 0) {
            this.dark -= dt;
        } else if (Math.random() < dt * 0.6) {
            this.dark = 0.05 + Math.random() * 0.25;
        }
        const restless = 0.85 + 0.1 * Math.sin(this.time * 13) + 0.05 * Math.sin(this.time * 31);
        light.intensity = this.dark > 0 ? this.base * 0.15 : this.base * restless;
    }
}
