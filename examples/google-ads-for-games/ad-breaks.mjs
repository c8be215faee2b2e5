import { Script } from 'playcanvas';

/** @import { AdProvider } from './ad-providers.mjs' */

/**
 * Shows ad breaks when the app event 'ad:request' (type, name) is fired,
 * and pauses the application while an ad covers the game.
 *
 * App events fired: 'ad:paused' before an ad, 'ad:resumed' after it, and
 * 'ad:done' (type, shown) at the end of every request.
 */
export class AdBreaks extends Script {
    static scriptName = 'adBreaks';

    /**
     * Shortest time in seconds between two ads; earlier requests are skipped.
     *
     * @attribute
     */
    minInterval = 30;

    /** @type {AdProvider|null} */
    provider = null;

    busy = false;

    lastAdTime = -Infinity;

    savedTimeScale = 1;

    savedVolume = 1;

    initialize() {
        this.app.on('ad:request', this.request, this);
        this.on('destroy', () => this.app.off('ad:request', this.request, this));
    }

    /**
     * @param {string} type - Kind of placement.
     * @param {string} name - Name of the placement.
     */
    request(type, name) {
        const now = performance.now() / 1000;
        if (!this.provider || this.busy || now - this.lastAdTime < this.minInterval) {
            // No ad this time; the game simply carries on.
            this.app.fire('ad:done', type, false);
            return;
        }

        this.busy = true;
        this.provider.showBreak({
            type,
            name,
            beforeAd: () => this.pauseApp(),
            afterAd: () => this.resumeApp(),
            done: (shown) => {
                // Some SDKs skip afterAd on errors; make sure the app runs again.
                this.resumeApp();
                this.busy = false;
                if (shown) this.lastAdTime = performance.now() / 1000;
                this.app.fire('ad:done', type, shown);
            }
        });
    }

    pauseApp() {
        if (this.app.timeScale === 0) return;
        this.savedTimeScale = this.app.timeScale;
        this.savedVolume = this.app.soundManager.volume;
        // dt becomes 0 for every script and animation, and sound goes quiet.
        this.app.timeScale = 0;
        this.app.soundManager.volume = 0;
        this.app.fire('ad:paused');
    }

    resumeApp() {
        if (this.app.timeScale !== 0) return;
        this.app.timeScale = this.savedTimeScale;
        this.app.soundManager.volume = this.savedVolume;
        this.app.fire('ad:resumed');
    }
}
