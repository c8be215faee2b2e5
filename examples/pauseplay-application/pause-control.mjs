import { EVENT_KEYDOWN, KEY_P, Script, Vec3 } from 'playcanvas';

/** @import { KeyboardEvent } from 'playcanvas' */

/**
 * Pauses and resumes the whole application by setting app.timeScale.
 * - P key, or the app event 'pause:toggle', switches between the two
 * - the app pauses by itself when the browser tab is hidden
 * Fires 'pause:changed' (paused: boolean) whenever the state changes.
 */
export class PauseControl extends Script {
    static scriptName = 'pauseControl';

    /**
     * Pause automatically while the page is hidden (another tab, minimised).
     *
     * @attribute
     */
    pauseWhenHidden = true;

    paused = false;

    initialize() {
        const keyboard = this.app.keyboard;
        keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.app.on('pause:toggle', this.toggle, this);

        const onVisibility = () => {
            if (this.pauseWhenHidden && document.hidden) this.setPaused(true);
        };
        document.addEventListener('visibilitychange', onVisibility);

        this.on('destroy', () => {
            keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            this.app.off('pause:toggle', this.toggle, this);
            document.removeEventListener('visibilitychange', onVisibility);
            // Never leave the app frozen after this script is gone.
            this.app.timeScale = 1;
        });
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key === KEY_P && !event.event?.repeat) this.toggle();
    }

    toggle() {
        this.setPaused(!this.paused);
    }

    /** @param {boolean} paused - The new state. */
    setPaused(paused) {
        if (paused === this.paused) return;
        this.paused = paused;
        // 0 stops every dt-based update: scripts, animation, particles, physics.
        this.app.timeScale = paused ? 0 : 1;
        this.app.fire('pause:changed', paused);
    }
}

/** Spins the entity. Written with dt, so it stops when the app is paused. */
export class Spin extends Script {
    static scriptName = 'spin';

    /**
     * Degrees per second around X, Y and Z.
     *
     * @attribute
     */
    speed = new Vec3(0, 90, 0);

    /** @param {number} dt - Scaled seconds since the last frame; 0 while paused. */
    update(dt) {
        this.entity.rotateLocal(this.speed.x * dt, this.speed.y * dt, this.speed.z * dt);
    }
}
