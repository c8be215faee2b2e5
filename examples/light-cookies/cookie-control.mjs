import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';

/**
 * Turns the cookie lights slowly, so their patterns move, and fades the
 * cookies out and back in on a click, tap or Space.
 */
export class CookieControl extends Script {
    static scriptName = 'cookieControl';

    /**
     * Spot light with a 2D cookie.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    spot = null;

    /**
     * Omni light with a cubemap cookie.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    lantern = null;

    /**
     * Degrees per second the lights turn.
     *
     * @attribute
     * @range [0, 90]
     */
    speed = 12;

    /** Where the cookie intensity is heading: 1 with cookies, 0 without. */
    target = 1;

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
        this.target = this.target === 1 ? 0 : 1;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        // A spot light projects along its -Y axis: turning it about Y spins the picture.
        this.spot?.rotateLocal(0, this.speed * dt, 0);
        // The lantern turns about the world's up axis, so its holes sweep across the walls.
        this.lantern?.rotate(0, -this.speed * dt, 0);

        for (const entity of [this.spot, this.lantern]) {
            const light = entity?.light;
            if (!light) continue;
            // 0 shows the plain light, 1 the full cookie; values between blend the two.
            const step = dt * 2;
            const diff = this.target - light.cookieIntensity;
            light.cookieIntensity += Math.max(-step, Math.min(step, diff));
        }
    }
}
