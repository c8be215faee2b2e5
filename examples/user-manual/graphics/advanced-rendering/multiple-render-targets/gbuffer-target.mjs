import {
    Asset, AssetListLoader, Color, FILTER_NEAREST, Material, PIXELFORMAT_RGBA8, RENDERTARGET_ORIGIN_TOP,
    RenderTarget, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script, Texture
} from 'playcanvas';

/**
 * Goes on the G-buffer camera. Renders the camera's layers into three textures
 * at once (lit colour, albedo, normal) and adds the extra outputs to one
 * material with the chunks gbuffer-output.glsl and gbuffer-output.wgsl.
 */
export class GbufferCapture extends Script {
    static scriptName = 'gbufferCapture';

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

    /**
     * The material that writes the extra outputs.
     *
     * @attribute
     * @type {Asset|null}
     * @resource material
     */
    material = null;

    /** @attribute */
    size = 512;

    /** @type {RenderTarget|null} */
    renderTarget = null;

    initialize() {
        const camera = this.entity.camera;
        if (!camera) return;

        // Three textures of the same size; output 0 goes to the first
        const device = this.app.graphicsDevice;
        const texture = (name) => new Texture(device, {
            name, width: this.size, height: this.size, format: PIXELFORMAT_RGBA8, mipmaps: false,
            minFilter: FILTER_NEAREST, magFilter: FILTER_NEAREST
        });
        this.renderTarget = new RenderTarget({
            name: 'GBuffer',
            colorBuffers: [texture('lit'), texture('albedo'), texture('normal')],
            depth: true,
            origin: RENDERTARGET_ORIGIN_TOP
        });
        const previousTarget = camera.renderTarget;
        camera.renderTarget = this.renderTarget;
        // Shaders this camera renders get the define GBUFFER_PASS
        camera.setShaderPass('gbuffer');
        // Buffers 1 and 2 clear to transparent black instead of the camera's
        // Clear Color, so alpha 0 marks pixels where no surface was drawn
        camera.setClearColor(1, new Color(0, 0, 0, 0));
        camera.setClearColor(2, new Color(0, 0, 0, 0));
        // The textures belong to this script: free them with it
        this.once('destroy', () => {
            camera.renderTarget = previousTarget;
            this.renderTarget?.destroyTextureBuffers();
            this.renderTarget?.destroy();
        });

        // Wait for the chunk files and the material, whether or not they are preloaded
        const { glslChunk, wgslChunk, material } = this;
        if (!glslChunk || !wgslChunk || !material) return;
        new AssetListLoader([glslChunk, wgslChunk, material], this.app.assets).load(() => {
            const target = material.resource;
            if (!(target instanceof Material)) return;
            target.getShaderChunks(SHADERLANGUAGE_GLSL).set('outputPS', String(glslChunk.resource));
            target.getShaderChunks(SHADERLANGUAGE_WGSL).set('outputPS', String(wgslChunk.resource));
            target.shaderChunksVersion = '2.23';
            target.update();
        });
    }
}
