import { Asset, AssetListLoader, Color, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script, ShaderChunks } from 'playcanvas';

// composeMainEndPS: the same line in GLSL and WGSL
const MAIN_END = 'result = applyDamageFlash(result, uv);';

/**
 * Tints the edges of the screen when flash() is called, then fades out.
 * The chunks apply to every CameraFrame of the graphics device.
 */
export class DamageFlash extends Script {
    static scriptName = 'damageFlash';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    glslChunk = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    wgslChunk = null;

    /** @attribute */
    color = new Color(0.8, 0, 0);

    /**
     * Seconds the flash takes to fade out.
     *
     * @attribute
     * @range [0.05, 3]
     */
    duration = 0.6;

    strength = 0;

    linearColor = new Color();

    initialize() {
        const device = this.app.graphicsDevice;
        const glsl = ShaderChunks.get(device, SHADERLANGUAGE_GLSL);
        const wgsl = ShaderChunks.get(device, SHADERLANGUAGE_WGSL);
        const { glslChunk, wgslChunk } = this;
        if (!glslChunk || !wgslChunk) return;

        // Wait for both files, whether or not they are preloaded
        new AssetListLoader([glslChunk, wgslChunk], this.app.assets).load(() => {
            glsl.set('composeDeclarationsPS', String(glslChunk.resource));
            wgsl.set('composeDeclarationsPS', String(wgslChunk.resource));
            glsl.set('composeMainEndPS', MAIN_END);
            wgsl.set('composeMainEndPS', MAIN_END);
        });

        // The chunks belong to the device: empty them when the script goes
        this.once('destroy', () => {
            for (const chunks of [glsl, wgsl]) {
                chunks.set('composeDeclarationsPS', '');
                chunks.set('composeMainEndPS', '');
            }
        });
    }

    flash() {
        this.strength = 1;
    }

    update(dt) {
        this.strength = Math.max(0, this.strength - dt / this.duration);
        // The compose pass works in linear colour, before gamma correction
        this.linearColor.linear(this.color);
        const scope = this.app.graphicsDevice.scope;
        scope.resolve('uDamage').setValue(this.strength);
        scope.resolve('uDamageColor').setValue([this.linearColor.r, this.linearColor.g, this.linearColor.b]);
    }
}
