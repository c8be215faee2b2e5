import {
    ADDRESS_CLAMP_TO_EDGE, CameraFrame, Color, FILTER_LINEAR, FramePassCameraFrame, RenderPassShaderQuad,
    RenderTarget, SEMANTIC_POSITION, ShaderUtils, Texture
} from 'playcanvas';

/**
 * A full-screen pass that inks the edges of its source texture. Its fragment
 * shader is the chunk inkOutlinePS, which must be registered before the pass
 * is created (see ink-outline.mjs).
 */
export class InkPass extends RenderPassShaderQuad {
    /** @type {Texture|null} */
    sourceTexture = null;

    /** Linear colour of the ink. */
    color = new Color(0, 0, 0);

    threshold = 0.25;

    /** @param {import('playcanvas').GraphicsDevice} device */
    constructor(device) {
        super(device);
        this.shader = ShaderUtils.createShader(device, {
            uniqueName: 'InkOutlineShader',
            attributes: { aPosition: SEMANTIC_POSITION },
            vertexChunk: 'quadVS',
            fragmentChunk: 'inkOutlinePS'
        });
    }

    execute() {
        const source = this.sourceTexture;
        if (!source) return;
        const scope = this.device.scope;
        scope.resolve('inkSource').setValue(source);
        scope.resolve('inkSourceInvRes').setValue([1 / source.width, 1 / source.height]);
        scope.resolve('inkColor').setValue([this.color.r, this.color.g, this.color.b]);
        scope.resolve('inkThreshold').setValue(this.threshold);
        super.execute();
    }
}

/**
 * The frame pass of CameraFrame with one more pass: InkPass, after the scene
 * (and TAA) and before the half-resolution copy that bloom and depth of field
 * read. No class fields here: the base constructor calls createPasses()
 * before a subclass's fields exist, and a field would then reset its value.
 */
export class InkFramePass extends FramePassCameraFrame {
    createPasses(options) {
        super.createPasses(options);
        const texture = new Texture(this.device, {
            name: 'InkTexture',
            width: 4,
            height: 4,
            format: this.hdrFormat,
            mipmaps: false,
            minFilter: FILTER_LINEAR,
            magFilter: FILTER_LINEAR,
            addressU: ADDRESS_CLAMP_TO_EDGE,
            addressV: ADDRESS_CLAMP_TO_EDGE
        });
        this.inkTarget = new RenderTarget({ name: 'InkTarget', colorBuffer: texture, depth: false });
        this.inkPass = new InkPass(this.device);
        // Resized every frame to the size of the scene texture
        this.inkPass.init(this.inkTarget, { resizeSource: this.sceneTexture });
    }

    collectPasses() {
        const passes = super.collectPasses();
        passes.splice(passes.indexOf(this.scenePassHalf ?? this.composePass), 0, this.inkPass);
        return passes;
    }

    frameUpdate() {
        // The base class points the later passes at the scene (or TAA) texture
        super.frameUpdate();
        const { inkPass, inkTarget } = this;
        if (!inkPass || !inkTarget) return;
        inkPass.sourceTexture = this.composePass.sceneTexture;
        const { ink } = /** @type {InkCameraFrame} */ (this.cameraFrame);
        inkPass.color.linear(ink.color);
        inkPass.threshold = ink.threshold;
        // ... and this class points them at the inked texture instead
        const inked = inkTarget.colorBuffer;
        this.composePass.sceneTexture = inked;
        this.scenePassHalf?.setSourceTexture(inked);
        this.dofPass?.setSceneTexture(inked);
    }

    reset() {
        // The base class destroys the passes; the render target is ours
        this.inkTarget?.destroyTextureBuffers();
        this.inkTarget?.destroy();
        this.inkTarget = null;
        this.inkPass = null;
        super.reset();
    }
}

/** A CameraFrame that renders with InkFramePass. */
export class InkCameraFrame extends CameraFrame {
    /** Read by InkFramePass every frame. The colour is in sRGB, as in the Editor. */
    ink = { color: new Color(0.05, 0.05, 0.08), threshold: 0.25 };

    createRenderPass() {
        return new InkFramePass(this.app, this, this.cameraComponent, this.options);
    }
}
