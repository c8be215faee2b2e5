import { SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script, ShaderChunks } from 'playcanvas';
import { VHS_GLSL, VHS_MAIN_END, VHS_WGSL } from './vhs-shaders.mjs';

/**
 * Makes the picture look like a worn videotape on an old tube television,
 * with code in the compose pass of CameraFrame. Put it on the camera that
 * has the CameraFrame. The chunks belong to the graphics device.
 */
export class VhsCrt extends Script {
    static scriptName = 'vhsCrt';

    /**
     * How much the picture bulges; 0 is a flat screen.
     *
     * @attribute
     * @range [0, 0.3]
     */
    curvature = 0.12;

    /**
     * How far red and blue drift sideways, in pixels of the scene texture.
     *
     * @attribute
     * @range [0, 8]
     */
    bleed = 2.5;

    /**
     * Number of dark scanlines from top to bottom.
     *
     * @attribute
     * @range [50, 600]
     * @precision 0
     */
    scanlines = 180;

    /**
     * Strength of the grain.
     *
     * @attribute
     * @range [0, 0.3]
     */
    noise = 0.08;

    time = 0;

    initialize() {
        this.setChunks(true);
        this.on('state', (enabled) => this.setChunks(enabled));
        this.once('destroy', () => this.setChunks(false));
    }

    /** @param {boolean} on - Whether the effect's code is in the compose shader. */
    setChunks(on) {
        const device = this.app.graphicsDevice;
        const glsl = ShaderChunks.get(device, SHADERLANGUAGE_GLSL);
        const wgsl = ShaderChunks.get(device, SHADERLANGUAGE_WGSL);
        glsl.set('composeDeclarationsPS', on ? VHS_GLSL : '');
        wgsl.set('composeDeclarationsPS', on ? VHS_WGSL : '');
        glsl.set('composeMainEndPS', on ? VHS_MAIN_END : '');
        wgsl.set('composeMainEndPS', on ? VHS_MAIN_END : '');
    }

    update(dt) {
        // Wrap the clock, so the hash keeps its precision in long sessions
        this.time = (this.time + dt) % 1000;
        const scope = this.app.graphicsDevice.scope;
        scope.resolve('vhsTime').setValue(this.time);
        scope.resolve('vhsCurvature').setValue(this.curvature);
        scope.resolve('vhsBleed').setValue(this.bleed);
        scope.resolve('vhsScanlines').setValue(this.scanlines);
        scope.resolve('vhsNoise').setValue(this.noise);
    }
}
