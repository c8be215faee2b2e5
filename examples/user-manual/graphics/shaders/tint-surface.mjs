import {
    Asset, AssetListLoader, Color, SEMANTIC_POSITION, SEMANTIC_TEXCOORD0, Script, ShaderMaterial, Texture
} from 'playcanvas';

/**
 * Draws the entity's meshes with the tint shaders, kept in shader assets:
 * tint.vert.glsl and tint.frag.glsl, and their WGSL versions for WebGPU.
 */
export class TintSurface extends Script {
    static scriptName = 'tintSurface';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    vertexGLSL = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    fragmentGLSL = null;

    /**
     * Optional: WebGPU uses the WGSL pair only when both are set.
     *
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    vertexWGSL = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    fragmentWGSL = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource texture
     */
    pattern = null;

    /** @attribute */
    tint = new Color(1, 0.8, 0.4);

    /** @attribute */
    stripes = true;

    initialize() {
        const shaders = [this.vertexGLSL, this.fragmentGLSL, this.vertexWGSL, this.fragmentWGSL];
        /** @type {Asset[]} */
        const assets = [];
        for (const asset of [...shaders, this.pattern]) {
            if (asset) assets.push(asset);
        }

        // Wait for the files, whether or not they are preloaded
        new AssetListLoader(assets, this.app.assets).load(() => {
            const [vertexGLSL, fragmentGLSL, vertexWGSL, fragmentWGSL] =
                shaders.map((asset) => (asset ? String(asset.resource) : undefined));
            const material = new ShaderMaterial({
                uniqueName: 'tint',
                vertexGLSL,
                fragmentGLSL,
                vertexWGSL,
                fragmentWGSL,
                attributes: { aPosition: SEMANTIC_POSITION, aUv0: SEMANTIC_TEXCOORD0 }
            });
            const texture = this.pattern?.resource;
            if (texture instanceof Texture) material.setParameter('uPattern', texture);
            material.setParameter('uTint', [this.tint.r, this.tint.g, this.tint.b]);
            material.setDefine('STRIPES', this.stripes);
            material.update();
            for (const meshInstance of this.entity.render?.meshInstances ?? []) {
                meshInstance.material = material;
            }
        });
    }
}
