import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';

/**
 * Switches the rendering resolution between a few scales of the screen's
 * full pixel density on a click, a tap or Space. The canvas keeps its size
 * on the page; only the number of pixels drawn into it changes.
 */
export class ResolutionScaler extends Script {
    static scriptName = 'resolutionScaler';

    /**
     * Scales to cycle through: 1 draws every pixel of the screen.
     *
     * @attribute
     */
    scales = [1, 0.5, 0.25];

    /** The scale in use now. */
    scale = 1;

    /** Index of `scale` in `scales`. */
    index = 0;

    initialize() {
        this.apply();

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.next, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.next, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.next, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.next, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.next();
    }

    next() {
        this.index = (this.index + 1) % this.scales.length;
        this.apply();
    }

    apply() {
        this.scale = this.scales[this.index] ?? 1;
        const device = this.app.graphicsDevice;
        // The back buffer is the canvas's CSS size times min(maxPixelRatio, devicePixelRatio).
        device.maxPixelRatio = window.devicePixelRatio * this.scale;
        // In RESOLUTION_AUTO mode this resizes the back buffer now instead of next frame.
        this.app.updateCanvasSize();
        this.fire('change', this.scale, device.width, device.height);
    }
}
