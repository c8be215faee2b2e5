import { Asset, AssetListLoader, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script } from 'playcanvas';

/**
 * Makes the emissive colour of the entity's material pulse. The chunk code
 * comes from two shader assets: emissive-pulse.glsl and emissive-pulse.wgsl.
 */
export class PulseEmissive extends Script {
    static scriptName = 'pulseEmissive';

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
    speed = 4;

    time = 0;

    /** @type {import('playcanvas').Material|null} */
    material = null;

    initialize() {
        // The material itself changes: every mesh that shares it pulses
        const material = this.entity.render?.meshInstances[0]?.material;
        const { glslChunk, wgslChunk } = this;
        if (!material || !glslChunk || !wgslChunk) return;

        // Wait for both files, whether or not they are preloaded
        new AssetListLoader([glslChunk, wgslChunk], this.app.assets).load(() => {
            material.getShaderChunks(SHADERLANGUAGE_GLSL).set('emissivePS', String(glslChunk.resource));
            material.getShaderChunks(SHADERLANGUAGE_WGSL).set('emissivePS', String(wgslChunk.resource));
            material.shaderChunksVersion = '2.23';
            material.update();
            this.material = material;
        });
    }

    update(dt) {
        this.time += dt;
        this.material?.setParameter('uPulse', 0.5 + 0.5 * Math.sin(this.time * this.speed));
    }
}
