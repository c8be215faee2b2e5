import { SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script, StandardMaterial } from 'playcanvas';
import { PLASMA_GLSL, PLASMA_WGSL } from './plasma-shaders.mjs';

/**
 * Replaces the emissivePS chunk of the entity's StandardMaterial with a
 * moving plasma. Lights, shadows and specular highlights stay as they are.
 */
export class Plasma extends Script {
    static scriptName = 'plasma';

    /**
     * How fast the plasma moves.
     *
     * @attribute
     * @range [0, 5]
     */
    speed = 1;

    /**
     * Size of the pattern: a larger value packs more waves into one unit.
     *
     * @attribute
     * @range [0.5, 10]
     */
    scale = 3;

    time = 0;

    /** @type {StandardMaterial|null} */
    material = null;

    initialize() {
        const material = this.entity.render?.meshInstances[0]?.material;
        if (!(material instanceof StandardMaterial)) return;

        // One override per language; the engine picks the one of the device
        material.getShaderChunks(SHADERLANGUAGE_GLSL).set('emissivePS', PLASMA_GLSL);
        material.getShaderChunks(SHADERLANGUAGE_WGSL).set('emissivePS', PLASMA_WGSL);
        material.shaderChunksVersion = '2.23';
        material.update();
        this.material = material;
    }

    update(dt) {
        this.time += dt * this.speed;
        // Uniforms of the override are set on the material like any other parameter
        this.material?.setParameter('uTime', this.time);
        this.material?.setParameter('uScale', this.scale);
    }
}
