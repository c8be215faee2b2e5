import {
    Asset, AssetListLoader, SEMANTIC_ATTR14, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL,
    Script, StandardMaterial, TYPE_FLOAT32, VertexBuffer, VertexFormat
} from 'playcanvas';

/**
 * Draws `count` copies of the entity's mesh on a ring, each turned towards the
 * centre. A copy reads one vec4 (x, y, z offset and a yaw in radians) instead of
 * a 4x4 matrix. The vertex chunk comes from two shader assets:
 * yaw-instancing.glsl (WebGL 2) and yaw-instancing.wgsl (WebGPU).
 */
export class YawInstancing extends Script {
    static scriptName = 'yawInstancing';

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
    count = 8;

    /** @attribute */
    radius = 3;

    initialize() {
        const meshInstance = this.entity.render?.meshInstances[0];
        const { glslChunk, wgslChunk } = this;
        if (!meshInstance || !glslChunk || !wgslChunk) return;

        // 4 floats per copy: offset x, y, z and the yaw
        const placements = new Float32Array(this.count * 4);
        for (let i = 0; i < this.count; i++) {
            const yaw = (i / this.count) * Math.PI * 2;
            placements.set([Math.sin(yaw) * this.radius, 0, Math.cos(yaw) * this.radius, yaw], i * 4);
        }
        const device = this.app.graphicsDevice;
        const format = new VertexFormat(device, [
            { semantic: SEMANTIC_ATTR14, components: 4, type: TYPE_FLOAT32 }
        ]);
        const instances = new VertexBuffer(device, format, this.count, { data: placements });

        // Wait for both chunk files, whether or not they are preloaded
        new AssetListLoader([glslChunk, wgslChunk], this.app.assets).load(() => {
            const material = new StandardMaterial();
            // The shader's attribute name, fed from the ATTR14 element above
            material.setAttribute('aInstOffsetYaw', SEMANTIC_ATTR14);
            material.getShaderChunks(SHADERLANGUAGE_GLSL).set('transformInstancingVS', String(glslChunk.resource));
            material.getShaderChunks(SHADERLANGUAGE_WGSL).set('transformInstancingVS', String(wgslChunk.resource));
            material.shaderChunksVersion = '2.23';
            material.update();
            meshInstance.material = material;
            meshInstance.setInstancing(instances);
        });
    }
}
