import { Color, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script, ShaderChunks } from 'playcanvas';
import { COLOR_POP_GLSL, COLOR_POP_MAIN_END, COLOR_POP_WGSL } from './color-pop-shaders.mjs';

/**
 * Turns the picture grey except for one colour, by adding code to the
 * compose pass of CameraFrame. Put it on the camera that has the CameraFrame.
 * The chunks belong to the graphics device, so the effect applies to every
 * CameraFrame drawn on it.
 */
export class ColorPop extends Script {
    static scriptName = 'colorPop';

    /**
     * The colour that stays (sRGB, as a colour picker shows it).
     *
     * @attribute
     */
    color = new Color(0.85, 0.1, 0.1);

    /**
     * How far a hue may be from `color` and still stay coloured.
     *
     * @attribute
     * @range [0.01, 0.5]
     */
    range = 0.08;

    /**
     * 0 leaves the picture as it is, 1 is the full effect.
     *
     * @attribute
     * @range [0, 1]
     */
    strength = 1;

    linearColor = new Color();

    initialize() {
        this.setChunks(true);
        // Disabling the script removes the code; the compose pass rebuilds its shader
        this.on('state', (enabled) => this.setChunks(enabled));
        this.once('destroy', () => this.setChunks(false));
    }

    /** @param {boolean} on - Whether the effect's code is in the compose shader. */
    setChunks(on) {
        const device = this.app.graphicsDevice;
        const glsl = ShaderChunks.get(device, SHADERLANGUAGE_GLSL);
        const wgsl = ShaderChunks.get(device, SHADERLANGUAGE_WGSL);
        glsl.set('composeDeclarationsPS', on ? COLOR_POP_GLSL : '');
        wgsl.set('composeDeclarationsPS', on ? COLOR_POP_WGSL : '');
        glsl.set('composeMainEndPS', on ? COLOR_POP_MAIN_END : '');
        wgsl.set('composeMainEndPS', on ? COLOR_POP_MAIN_END : '');
    }

    update() {
        // The compose pass works in linear colour, before gamma correction
        this.linearColor.linear(this.color);
        const scope = this.app.graphicsDevice.scope;
        scope.resolve('popColor').setValue([this.linearColor.r, this.linearColor.g, this.linearColor.b]);
        scope.resolve('popRange').setValue(this.range);
        scope.resolve('popStrength').setValue(this.strength);
    }
}
