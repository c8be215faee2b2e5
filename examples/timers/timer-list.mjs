/**
 * @typedef {object} Timer
 * @property {number} id - Handle returned to the caller.
 * @property {number} remaining - Seconds left until the callback runs.
 * @property {number} interval - Seconds between runs of a repeating timer.
 * @property {boolean} repeat - Whether the timer starts over after it fires.
 * @property {() => void} callback - Function to run.
 */

/**
 * A list of timers that advance only when `update(dt)` is called. Driven
 * from a script's update, they follow the application's time: they stop
 * while the app is paused and slow down with `app.timeScale`.
 */
export class TimerList {
    /** @type {Timer[]} */
    timers = [];

    nextId = 1;

    /**
     * Runs the callback once, after the given number of seconds.
     *
     * @param {number} seconds - Delay in seconds.
     * @param {() => void} callback - Function to run.
     * @returns {number} A handle for `cancel()`.
     */
    after(seconds, callback) {
        return this.add(seconds, callback, false);
    }

    /**
     * Runs the callback repeatedly, every given number of seconds.
     *
     * @param {number} seconds - Interval in seconds (must be above 0).
     * @param {() => void} callback - Function to run.
     * @returns {number} A handle for `cancel()`.
     */
    every(seconds, callback) {
        return this.add(Math.max(seconds, 0.001), callback, true);
    }

    /**
     * @param {number} seconds - Delay or interval in seconds.
     * @param {() => void} callback - Function to run.
     * @param {boolean} repeat - Whether to start over after firing.
     * @returns {number} The new timer's handle.
     */
    add(seconds, callback, repeat) {
        const id = this.nextId++;
        this.timers.push({ id, remaining: seconds, interval: seconds, repeat, callback });
        return id;
    }

    /**
     * Seconds left on a timer, or -1 if it no longer exists.
     *
     * @param {number} id - Handle from `after()` or `every()`.
     * @returns {number} Remaining seconds.
     */
    remaining(id) {
        const timer = this.timers.find((t) => t.id === id);
        return timer ? Math.max(timer.remaining, 0) : -1;
    }

    /**
     * Stops a timer before it fires. Unknown handles are ignored.
     *
     * @param {number} id - Handle from `after()` or `every()`.
     */
    cancel(id) {
        const index = this.timers.findIndex((t) => t.id === id);
        if (index !== -1) this.timers.splice(index, 1);
    }

    /** Stops every timer. */
    clear() {
        this.timers.length = 0;
    }

    /**
     * Advances all timers and runs the ones that are due.
     *
     * @param {number} dt - Seconds since the last update.
     */
    update(dt) {
        // Walk over a copy: callbacks may add or cancel timers.
        for (const timer of this.timers.slice()) {
            if (!this.timers.includes(timer)) continue;
            timer.remaining -= dt;
            while (timer.remaining <= 0) {
                if (!timer.repeat) this.cancel(timer.id);
                timer.callback();
                if (!timer.repeat || !this.timers.includes(timer)) break;
                // Carry the overshoot over so the rhythm does not drift.
                timer.remaining += timer.interval;
            }
        }
    }
}
