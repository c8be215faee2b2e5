import { Asset, AssetListLoader, Color, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script } from 'playcanvas';

/**
 * Applies chunk overrides with the API of engine 2.8 and later. `glsl` and
 * `wgsl` map chunk names to code, like the object a project kept in
 * `material.chunks` before 2.8.
 */
export function applyOverrides(material, glsl, wgsl, version) {
    material.getShaderChunks(SHADERLANGUAGE_GLSL).add(glsl);
    material.getShaderChunks(SHADERLANGUAGE_WGSL).add(wgsl);
    material.shaderChunksVersion = version;
    material.update();
}

/**
 * Replaces ambientPS of the entity's material with the code of two shader
 * assets: hemisphere-ambient.glsl and hemisphere-ambient.wgsl.
 */
export class HemisphereAmbient extends Script {
    static scriptName = 'hemisphereAmbient';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    ambientGLSL = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    ambientWGSL = null;

    /** @attribute */
    sky = new Color(0.3, 0.4, 0.6);

    /** @attribute */
    ground = new Color(0.15, 0.1, 0.05);

    initialize() {
        const material = this.entity.render?.meshInstances[0]?.material;
        const { ambientGLSL, ambientWGSL } = this;
        if (!material || !ambientGLSL || !ambientWGSL) return;

        new AssetListLoader([ambientGLSL, ambientWGSL], this.app.assets).load(() => {
            const glsl = { ambientPS: String(ambientGLSL.resource) };
            const wgsl = { ambientPS: String(ambientWGSL.resource) };
            applyOverrides(material, glsl, wgsl, '2.23');
            material.setParameter('uSkyColor', [this.sky.r, this.sky.g, this.sky.b]);
            material.setParameter('uGroundColor', [this.ground.r, this.ground.g, this.ground.b]);
        });
    }
}
