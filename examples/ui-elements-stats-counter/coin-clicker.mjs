import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';

/** @import { KeyboardEvent, TouchEvent } from 'playcanvas' */

/**
 * A spinning coin that pays out on each click, tap or Space. Every fifth
 * collection in a row pays a bonus. Fires `stats:changed` on the app with the
 * totals.
 */
export class CoinClicker extends Script {
    static scriptName = 'coinClicker';

    /**
     * Coins per collection.
     *
     * @attribute
     */
    reward = 25;

    /**
     * Seconds between clicks that still count as one streak.
     *
     * @attribute
     */
    streakWindow = 1;

    /**
     * Coins at the start, as a saved game would restore them.
     *
     * @attribute
     */
    coins = 1250;

    clicks = 0;

    streak = 0;

    sinceLast = Infinity;

    bounce = 0;

    initialize() {
        const { mouse, touch, keyboard } = this.app;
        mouse?.on(EVENT_MOUSEDOWN, this.collect, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.collect, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        this.collect();
        event.event.preventDefault();
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE && !event.event?.repeat) this.collect();
    }

    collect() {
        this.streak = this.sinceLast <= this.streakWindow ? this.streak + 1 : 1;
        this.sinceLast = 0;
        const bonus = this.streak % 5 === 0 ? this.reward * 4 : 0;
        this.coins += this.reward + bonus;
        this.clicks++;
        this.bounce = 1;
        this.app.fire('stats:changed', { coins: this.coins, clicks: this.clicks, streak: this.streak });
    }

    /** @param {number} dt - Time since the last frame in seconds. */
    update(dt) {
        this.sinceLast += dt;
        if (this.streak > 0 && this.sinceLast > this.streakWindow) {
            this.streak = 0;
            this.app.fire('stats:changed', { coins: this.coins, clicks: this.clicks, streak: 0 });
        }
        this.bounce = Math.max(0, this.bounce - dt * 4);
        const s = 1 + 0.3 * Math.sin(this.bounce * Math.PI);
        this.entity.setLocalScale(s, s, s);
        this.entity.rotate(0, 120 * dt, 0);
    }
}
