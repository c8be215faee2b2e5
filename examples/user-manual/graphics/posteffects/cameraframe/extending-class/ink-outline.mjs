import { Asset, AssetListLoader, Color, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script, ShaderChunks, TONEMAP_ACES } from 'playcanvas';
import { InkCameraFrame } from './ink-camera-frame.mjs';

/**
 * Goes on a camera entity instead of the camera-frame script: renders the
 * camera with InkCameraFrame, with ACES tone mapping and a little bloom.
 */
export class InkOutline extends Script {
    static scriptName = 'inkOutline';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    glslShader = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    wgslShader = null;

    /** @attribute */
    color = new Color(0.05, 0.05, 0.08);

    /**
     * @attribute
     * @range [0.01, 2]
     */
    threshold = 0.25;

    /** @type {InkCameraFrame|null} */
    frame = null;

    initialize() {
        const camera = this.entity.camera;
        const { glslShader, wgslShader } = this;
        if (!camera || !glslShader || !wgslShader) return;

        new AssetListLoader([glslShader, wgslShader], this.app.assets).load(() => {
            // The shader code must be in the chunk maps before InkPass exists
            const device = this.app.graphicsDevice;
            ShaderChunks.get(device, SHADERLANGUAGE_GLSL).set('inkOutlinePS', String(glslShader.resource));
            ShaderChunks.get(device, SHADERLANGUAGE_WGSL).set('inkOutlinePS', String(wgslShader.resource));

            const frame = new InkCameraFrame(this.app, camera);
            frame.rendering.toneMapping = TONEMAP_ACES;
            frame.bloom.intensity = 0.02;
            frame.enabled = this.enabled;
            frame.update();
            this.frame = frame;
        });

        this.on('state', (enabled) => {
            if (this.frame) this.frame.enabled = enabled;
        });
        this.once('destroy', () => this.frame?.destroy());
    }

    postUpdate() {
        const frame = this.frame;
        if (!frame) return;
        frame.ink.color.copy(this.color);
        frame.ink.threshold = this.threshold;
    }
}
