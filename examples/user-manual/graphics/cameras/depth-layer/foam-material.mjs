import { BLEND_NORMAL, SEMANTIC_POSITION, ShaderMaterial } from 'playcanvas';

/**
 * A transparent water material that draws foam where it meets opaque geometry.
 * It reads the scene depth map, so the camera must request it.
 * @param {string} vertexGLSL - Source of depth-foam.vert.glsl.
 * @param {string} fragmentGLSL - Source of depth-foam.frag.glsl.
 * @returns {ShaderMaterial} The material.
 */
export function createFoamMaterial(vertexGLSL, fragmentGLSL) {
    const material = new ShaderMaterial({
        uniqueName: 'DepthFoam',
        vertexGLSL,
        fragmentGLSL,
        attributes: { aPosition: SEMANTIC_POSITION }
    });
    // Transparent: drawn in World's transparent sublayer, after the Depth layer
    material.blendType = BLEND_NORMAL;
    material.depthWrite = false;
    material.setParameter('uWaterColor', [0.1, 0.35, 0.5]);
    material.setParameter('uFoamColor', [0.95, 0.97, 1]);
    material.setParameter('uFoamWidth', 0.4);
    material.setParameter('uOpacity', 0.7);
    material.update();
    return material;
}
