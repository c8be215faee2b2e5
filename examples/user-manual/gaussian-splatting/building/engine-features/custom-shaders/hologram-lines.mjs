import { Asset, AssetListLoader, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script } from 'playcanvas';

/** The code of a loaded shader asset, or undefined. */
const codeOf = (asset) => (asset?.resource ? String(asset.resource) : undefined);

/**
 * Gives every splat of the scene a hologram look, with the gsplatModifyPS chunk of
 * hologram-lines.glsl and hologram-lines.wgsl set on the scene-wide gsplat material.
 */
export class SplatHologram extends Script {
    static scriptName = 'splatHologram';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    glsl = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    wgsl = null;

    /**
     * Height of each bright and each dim band, in pixels.
     *
     * @attribute
     */
    lineSpacing = 2;

    initialize() {
        const material = this.app.scene.gsplat.material;
        const shaders = [this.glsl, this.wgsl].flatMap((asset) => (asset ? [asset] : []));
        new AssetListLoader(shaders, this.app.assets).load(() => {
            const glsl = codeOf(this.glsl);
            const wgsl = codeOf(this.wgsl);
            if (glsl) material.getShaderChunks(SHADERLANGUAGE_GLSL).set('gsplatModifyPS', glsl);
            if (wgsl) material.getShaderChunks(SHADERLANGUAGE_WGSL).set('gsplatModifyPS', wgsl);
            material.setParameter('uLineSpacing', this.lineSpacing);
            material.update();
        });

        this.once('destroy', () => {
            material.getShaderChunks(SHADERLANGUAGE_GLSL).delete('gsplatModifyPS');
            material.getShaderChunks(SHADERLANGUAGE_WGSL).delete('gsplatModifyPS');
            material.update();
        });
    }
}
