import { CameraFrame, Color, Script, TONEMAP_ACES, math } from 'playcanvas';

/**
 * Gives its camera a CameraFrame and blends the frame's built-in vignette and
 * colour fringing between a calm look and a dazed look. Call toggle() to
 * switch; the change takes `blendTime` seconds.
 */
export class DazeLens extends Script {
    static scriptName = 'dazeLens';

    /**
     * Vignette intensity (0 to 1) when calm and when dazed.
     *
     * @attribute
     * @type {number[]}
     */
    vignette = [0.5, 0.9];

    /**
     * Fringing intensity (0 to 100) when calm and when dazed.
     *
     * @attribute
     * @type {number[]}
     */
    fringing = [0, 100];

    /**
     * Colour of the edges when dazed (sRGB).
     *
     * @attribute
     */
    dazedColor = new Color(0.35, 0, 0.05);

    /**
     * Seconds the switch between the two looks takes.
     *
     * @attribute
     * @range [0.05, 2]
     */
    blendTime = 0.4;

    dazed = false;

    /** 0 is calm, 1 is dazed. */
    amount = 0;

    /** @type {CameraFrame|null} */
    frame = null;

    black = new Color(0, 0, 0);

    initialize() {
        const camera = this.entity.camera;
        if (!camera) return;
        const frame = new CameraFrame(this.app, camera);
        frame.rendering.toneMapping = TONEMAP_ACES;
        frame.vignette.curvature = 0.6;
        this.frame = frame;
        this.applyLook();

        this.on('state', (enabled) => {
            frame.enabled = enabled;
        });
        this.once('destroy', () => frame.destroy());
    }

    toggle() {
        this.dazed = !this.dazed;
    }

    update(dt) {
        const target = this.dazed ? 1 : 0;
        const step = dt / this.blendTime;
        this.amount = target > this.amount ? Math.min(target, this.amount + step) : Math.max(target, this.amount - step);
        this.applyLook();
    }

    applyLook() {
        const frame = this.frame;
        if (!frame) return;
        const t = this.amount;
        // Intensity above 0 turns each effect on; 0 removes it from the shader
        frame.vignette.intensity = math.lerp(this.vignette[0], this.vignette[1], t);
        frame.vignette.inner = math.lerp(0.55, 0.25, t);
        frame.vignette.outer = math.lerp(1.2, 0.95, t);
        // The compose pass uses this colour as it is, after tone mapping: give it in linear
        frame.vignette.color.linear(this.dazedColor).lerp(this.black, frame.vignette.color, t);
        frame.fringing.intensity = math.lerp(this.fringing[0], this.fringing[1], t);
        frame.update();
    }
}
