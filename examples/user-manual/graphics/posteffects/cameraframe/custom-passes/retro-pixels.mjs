import {
    ADDRESS_CLAMP_TO_EDGE, Asset, AssetListLoader, FILTER_NEAREST, LAYERID_DEPTH, LAYERID_UI, PIXELFORMAT_RGBA8,
    RenderPassForward, RenderPassShaderQuad, RenderTarget, SEMANTIC_POSITION, SHADERLANGUAGE_GLSL,
    SHADERLANGUAGE_WGSL, Script, ShaderChunks, ShaderUtils, Texture
} from 'playcanvas';

/** Draws a texture over its whole target, with fewer colour levels. */
export class PosterizePass extends RenderPassShaderQuad {
    /** @type {Texture|null} */
    sourceTexture = null;

    levels = 6;

    /** @param {import('playcanvas').GraphicsDevice} device */
    constructor(device) {
        super(device);
        this.shader = ShaderUtils.createShader(device, {
            uniqueName: 'RetroPosterizeShader',
            attributes: { aPosition: SEMANTIC_POSITION },
            vertexChunk: 'quadVS',
            fragmentChunk: 'retroPosterizePS'
        });
    }

    execute() {
        if (!this.sourceTexture) return;
        this.device.scope.resolve('retroSource').setValue(this.sourceTexture);
        this.device.scope.resolve('retroLevels').setValue(this.levels);
        super.execute();
    }
}

/**
 * Replaces the rendering of its camera with three passes: the scene into a
 * small texture, that texture scaled up to the screen with fewer colours,
 * then the UI at full resolution.
 */
export class RetroPixels extends Script {
    static scriptName = 'retroPixels';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    glslShader = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    wgslShader = null;

    /**
     * Screen pixels per visible pixel.
     *
     * @attribute
     * @range [1, 16]
     * @precision 0
     * @step 1
     */
    pixelSize = 4;

    /**
     * Colour levels per channel.
     *
     * @attribute
     * @range [2, 32]
     * @precision 0
     * @step 1
     */
    levels = 6;

    /** @type {import('playcanvas').FramePass[]} */
    passes = [];

    /** @type {RenderPassForward|null} */
    scenePass = null;

    /** @type {PosterizePass|null} */
    posterizePass = null;

    /** @type {RenderTarget|null} */
    renderTarget = null;

    initialize() {
        const camera = this.entity.camera;
        const { glslShader, wgslShader } = this;
        if (!camera || !glslShader || !wgslShader) return;

        new AssetListLoader([glslShader, wgslShader], this.app.assets).load(() => {
            const device = this.app.graphicsDevice;
            ShaderChunks.get(device, SHADERLANGUAGE_GLSL).set('retroPosterizePS', String(glslShader.resource));
            ShaderChunks.get(device, SHADERLANGUAGE_WGSL).set('retroPosterizePS', String(wgslShader.resource));
            this.createPasses(camera);
            if (this.enabled) camera.framePasses = this.passes;
        });

        // Without frame passes, the camera renders as usual
        this.on('state', (enabled) => {
            camera.framePasses = enabled ? this.passes : [];
        });
        this.once('destroy', () => {
            camera.framePasses = [];
            this.passes.forEach((pass) => pass.destroy());
            this.renderTarget?.destroyTextureBuffers();
            this.renderTarget?.destroy();
        });
    }

    /** @param {import('playcanvas').CameraComponent} camera */
    createPasses(camera) {
        const { app } = this;
        const device = app.graphicsDevice;
        const layers = app.scene.layers;

        // 1. The scene, into a texture a pixelSize-th of the back buffer's size
        const texture = new Texture(device, {
            name: 'RetroScene',
            width: 4,
            height: 4,
            format: PIXELFORMAT_RGBA8,
            mipmaps: false,
            minFilter: FILTER_NEAREST,
            magFilter: FILTER_NEAREST,
            addressU: ADDRESS_CLAMP_TO_EDGE,
            addressV: ADDRESS_CLAMP_TO_EDGE
        });
        this.renderTarget = new RenderTarget({ name: 'RetroScene', colorBuffer: texture, depth: true });
        const scenePass = new RenderPassForward(device, layers, app.scene, app.renderer);
        scenePass.init(this.renderTarget, { scaleX: 1 / this.pixelSize, scaleY: 1 / this.pixelSize });

        // 2. That texture over the whole back buffer (null), with fewer colours
        const posterizePass = new PosterizePass(device);
        posterizePass.init(null);
        posterizePass.sourceTexture = texture;

        // 3. The UI, on top, at full resolution and without clearing
        const uiPass = new RenderPassForward(device, layers, app.scene, app.renderer);
        uiPass.init(null);

        // The camera's layers, in the order of the layer composition
        layers.layerList.forEach((layer, i) => {
            if (!camera.layers.includes(layer.id) || layer.id === LAYERID_DEPTH) return;
            const transparent = layers.subLayerList[i];
            if (layer.id === LAYERID_UI) {
                uiPass.addLayer(camera, layer, transparent, false);
            } else {
                scenePass.addLayer(camera, layer, transparent);
            }
        });

        // As CameraFrame does, mark the camera's first and last layer, so that
        // the scene fires its prerender and postrender events for this camera
        const firstStep = scenePass.layerRenderSteps[0];
        const lastStep = uiPass.layerRenderSteps.at(-1) ?? scenePass.layerRenderSteps.at(-1);
        if (firstStep) firstStep.firstCameraUse = true;
        if (lastStep) lastStep.lastCameraUse = true;

        this.scenePass = scenePass;
        this.posterizePass = posterizePass;
        this.passes = [scenePass, posterizePass, uiPass];
    }

    update() {
        const { scenePass, posterizePass } = this;
        if (!scenePass || !posterizePass) return;
        scenePass.scaleX = scenePass.scaleY = 1 / this.pixelSize;
        posterizePass.levels = this.levels;
    }
}
