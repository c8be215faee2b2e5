import {
    Asset, AssetListLoader, BindGroupFormat, BindStorageBufferFormat, BindUniformBufferFormat,
    Compute, Mat4, SHADERLANGUAGE_WGSL, SHADERSTAGE_COMPUTE, Script, Shader, ShaderChunks,
    UNIFORMTYPE_FLOAT, UNIFORMTYPE_IVEC4, UNIFORMTYPE_UINT, UniformBufferFormat, UniformFormat,
    VertexBuffer, VertexFormat
} from 'playcanvas';

/**
 * Goes on an entity with a Render component. Plants `rows` x `rows` copies of
 * its mesh and lets the field grow from empty to full in `seconds`. On WebGPU
 * the compute shader of the shader asset grow-count.wgsl writes the instance
 * count into the indirect draw buffer; elsewhere the CPU sets instancingCount.
 */
export class GrowField extends Script {
    static scriptName = 'growField';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    countShader = null;

    /** @attribute */
    rows = 10;

    /** @attribute */
    seconds = 4;

    time = 0;

    total = 0;

    /** @type {import('playcanvas').MeshInstance|null} */
    meshInstance = null;

    /** @type {Compute|null} */
    compute = null;

    initialize() {
        const meshInstance = this.entity.render?.meshInstances[0];
        if (!meshInstance) return;
        const device = this.app.graphicsDevice;

        // One matrix per plant, on a grid one unit apart
        this.total = this.rows * this.rows;
        const matrices = new Float32Array(this.total * 16);
        const matrix = new Mat4();
        for (let i = 0; i < this.total; i++) {
            matrix.setTranslate(i % this.rows, 0, Math.floor(i / this.rows));
            matrices.set(matrix.data, i * 16);
        }
        const format = VertexFormat.getDefaultInstancingFormat(device);
        meshInstance.setInstancing(new VertexBuffer(device, format, this.total, { data: matrices }));
        meshInstance.instancingCount = 0;
        this.meshInstance = meshInstance;

        const { countShader } = this;
        if (!device.supportsIndirectDraw || !countShader) return;
        new AssetListLoader([countShader], this.app.assets).load(() => {
            const shader = new Shader(device, {
                name: 'GrowCount',
                shaderLanguage: SHADERLANGUAGE_WGSL,
                cshader: String(countShader.resource),
                // The engine's WGSL chunks, so that #include "indirectCoreCS" resolves
                cincludes: ShaderChunks.get(device, SHADERLANGUAGE_WGSL),
                // Same order as the GrowParams struct of the shader
                computeUniformBufferFormats: {
                    params: new UniformBufferFormat(device, [
                        new UniformFormat('slot', UNIFORMTYPE_UINT),
                        new UniformFormat('total', UNIFORMTYPE_UINT),
                        new UniformFormat('share', UNIFORMTYPE_FLOAT),
                        new UniformFormat('mesh', UNIFORMTYPE_IVEC4)
                    ])
                },
                computeBindGroupFormat: new BindGroupFormat(device, [
                    new BindUniformBufferFormat('params', SHADERSTAGE_COMPUTE),
                    new BindStorageBufferFormat('args', SHADERSTAGE_COMPUTE)
                ])
            });
            this.compute = new Compute(device, shader, 'GrowCount');
            // Index count, first index and base vertex of the mesh never change
            this.compute.setParameter('mesh', Array.from(meshInstance.getIndirectMetaData()));
            this.compute.setParameter('total', this.total);
        });
    }

    update(dt) {
        const { meshInstance, compute } = this;
        if (!meshInstance) return;
        this.time += dt;
        const share = Math.min(this.time / this.seconds, 1);
        if (!compute) {
            // CPU path: WebGL 2, or WebGPU before the shader asset has loaded
            meshInstance.instancingCount = Math.round(share * this.total);
            return;
        }

        // GPU path, before this frame renders. Slot numbers are valid for one
        // frame only, and the buffer object may change between frames.
        const device = this.app.graphicsDevice;
        const args = device.indirectDrawBuffer;
        if (!args) return;
        const slot = device.getIndirectDrawSlot(1);
        meshInstance.setIndirect(null, slot);
        compute.setParameter('args', args);
        compute.setParameter('slot', slot);
        compute.setParameter('share', share);
        compute.setupDispatch(1);
        device.computeDispatch([compute], 'GrowCount');
    }
}
