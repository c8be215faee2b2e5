import { Script, math } from 'playcanvas';

/**
 * A number on a text element that rolls up (or down) to each new value and
 * swells while it counts. Attach it to the text entity; call setValue().
 */
export class StatsCounter extends Script {
    static scriptName = 'statsCounter';

    /**
     * Text in front of the number.
     *
     * @attribute
     */
    prefix = '';

    /**
     * Seconds a change takes to count through.
     *
     * @attribute
     */
    duration = 0.6;

    /**
     * Extra scale at the start of a change: 0.25 grows the text by a quarter.
     *
     * @attribute
     */
    pulse = 0.25;

    /** The value the counter is heading for. */
    value = 0;

    /** The value the count started from. */
    from = 0;

    /** Seconds since the last change; counts up to duration. */
    elapsed = 0;

    initialize() {
        this.elapsed = this.duration;
        this.show(this.value);
    }

    /** @param {number} value - The new value. */
    setValue(value) {
        // Start from what is on screen now, so a change during a count stays smooth.
        this.from = this.current();
        this.value = value;
        this.elapsed = 0;
    }

    /** @returns {number} The value shown at this moment. */
    current() {
        const t = math.clamp(this.elapsed / this.duration, 0, 1);
        const eased = 1 - (1 - t) ** 3;
        return math.lerp(this.from, this.value, eased);
    }

    /** @param {number} dt - Time since the last frame in seconds. */
    update(dt) {
        if (this.elapsed >= this.duration) return;
        this.elapsed = Math.min(this.elapsed + dt, this.duration);
        this.show(this.current());

        const t = this.elapsed / this.duration;
        const scale = 1 + this.pulse * (1 - t);
        this.entity.setLocalScale(scale, scale, 1);
    }

    /** @param {number} number - The number to display. */
    show(number) {
        if (this.entity.element) {
            this.entity.element.text = this.prefix + Math.round(number).toLocaleString('en-US');
        }
    }
}
