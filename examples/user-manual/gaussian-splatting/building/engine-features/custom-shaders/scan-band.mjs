import { Asset, AssetListLoader, Color, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script } from 'playcanvas';

/** The code of a loaded shader asset, or undefined. */
const codeOf = (asset) => (asset?.resource ? String(asset.resource) : undefined);

/**
 * Sweeps a bright band up through every splat of the scene, with the gsplatModifyVS chunk of
 * scan-band.glsl and scan-band.wgsl set on the scene-wide gsplat material.
 */
export class SplatScanBand extends Script {
    static scriptName = 'splatScanBand';

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

    /** @attribute */
    bottom = 0;

    /** @attribute */
    top = 3;

    /**
     * Units per second.
     *
     * @attribute
     */
    speed = 1;

    /** @attribute */
    color = new Color(0.2, 1, 0.6);

    time = 0;

    initialize() {
        const material = this.app.scene.gsplat.material;
        const shaders = [this.glsl, this.wgsl].flatMap((asset) => (asset ? [asset] : []));
        new AssetListLoader(shaders, this.app.assets).load(() => {
            const glsl = codeOf(this.glsl);
            const wgsl = codeOf(this.wgsl);
            if (glsl) material.getShaderChunks(SHADERLANGUAGE_GLSL).set('gsplatModifyVS', glsl);
            if (wgsl) material.getShaderChunks(SHADERLANGUAGE_WGSL).set('gsplatModifyVS', wgsl);
            material.update();
        });

        this.once('destroy', () => {
            material.getShaderChunks(SHADERLANGUAGE_GLSL).delete('gsplatModifyVS');
            material.getShaderChunks(SHADERLANGUAGE_WGSL).delete('gsplatModifyVS');
            material.update();
        });
    }

    update(dt) {
        this.time += dt;
        const range = Math.max(this.top - this.bottom, 0.001);
        const height = this.bottom + ((this.time * this.speed) % range);

        const material = this.app.scene.gsplat.material;
        material.setParameter('uBandHeight', height);
        material.setParameter('uBandColor', [this.color.r, this.color.g, this.color.b]);
        // The renderers copy the template's chunks and parameters only after update()
        material.update();
    }
}
