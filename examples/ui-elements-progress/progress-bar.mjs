import { Entity, Script, math } from 'playcanvas';

/**
 * A horizontal progress bar. Attach it to the track: an image element whose
 * width is the full bar. The fill is a child image element with its pivot on
 * the left; the script sets the fill's width. Call setProgress() with a value
 * from 0 to 1; the bar moves towards it smoothly.
 */
export class ProgressBar extends Script {
    static scriptName = 'progressBar';

    /**
     * The image element that shows the filled part.
     *
     * @attribute
     * @type {Entity|null}
     */
    fill = null;

    /**
     * Optional text element for the percentage.
     *
     * @attribute
     * @type {Entity|null}
     */
    label = null;

    /**
     * Gap between the track's edge and the fill, in screen units.
     *
     * @attribute
     */
    inset = 6;

    /**
     * How quickly the bar catches up with the target; higher is faster.
     *
     * @attribute
     */
    smoothing = 10;

    /** The value the bar moves towards, 0 to 1. */
    target = 0;

    /** The value the bar shows now, 0 to 1. */
    shown = 0;

    initialize() {
        this.draw();
    }

    /** @param {number} value - Progress from 0 to 1. */
    setProgress(value) {
        this.target = math.clamp(value, 0, 1);
    }

    /** @param {number} value - Progress from 0 to 1, shown at once. */
    snapTo(value) {
        this.target = this.shown = math.clamp(value, 0, 1);
        this.draw();
    }

    /** @param {number} dt - Time since the last frame in seconds. */
    update(dt) {
        if (this.shown === this.target) return;
        // Frame-rate independent easing towards the target.
        this.shown = math.lerp(this.shown, this.target, 1 - Math.exp(-this.smoothing * dt));
        if (Math.abs(this.target - this.shown) < 0.001) this.shown = this.target;
        this.draw();
    }

    draw() {
        const track = this.entity.element;
        const fill = this.fill?.element;
        if (!track || !fill) return;
        const full = track.width - this.inset * 2;
        fill.width = full * this.shown;
        // Nothing to show at 0: hide the fill.
        fill.enabled = this.shown > 0;
        if (this.label?.element) {
            this.label.element.text = `${Math.round(this.shown * 100)}%`;
        }
    }
}
