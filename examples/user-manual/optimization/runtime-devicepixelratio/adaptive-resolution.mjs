import { Script, math } from 'playcanvas';

// Lowers the pixel ratio while frames are slower than the budget and raises it again when
// there is time to spare. Measures wall-clock frame time, so timeScale does not affect it.
export class AdaptiveResolution extends Script {
    static scriptName = 'adaptiveResolution';

    /**
     * Frame budget in milliseconds (16.7 for 60 fps).
     * @attribute
     */
    budgetMs = 16.7;

    /** @attribute */
    minRatio = 0.5;

    /** @attribute */
    maxRatio = 2;

    /** @attribute */
    step = 0.25;

    /**
     * Seconds of frames averaged before each decision.
     * @attribute
     */
    interval = 1;

    elapsedMs = 0;

    frames = 0;

    initialize() {
        this.app.on('frameupdate', this.onFrame, this);
        this.once('destroy', () => this.app.off('frameupdate', this.onFrame, this));
    }

    /** @param {number} ms - Time since the previous frame. */
    onFrame(ms) {
        this.elapsedMs += ms;
        this.frames += 1;
        if (this.elapsedMs < this.interval * 1000) return;

        const averageMs = this.elapsedMs / this.frames;
        this.elapsedMs = 0;
        this.frames = 0;

        const device = this.app.graphicsDevice;
        // window.devicePixelRatio in a browser; 1 where there is no window
        const screenRatio = globalThis.devicePixelRatio ?? 1;
        let ratio = device.maxPixelRatio;
        if (averageMs > this.budgetMs * 1.1) ratio -= this.step;
        else if (averageMs < this.budgetMs * 0.7) ratio += this.step;
        ratio = math.clamp(ratio, this.minRatio, Math.min(this.maxRatio, screenRatio));

        if (ratio !== device.maxPixelRatio) {
            device.maxPixelRatio = ratio;
            this.app.updateCanvasSize();
        }
    }
}
