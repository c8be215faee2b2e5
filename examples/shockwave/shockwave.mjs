import {
    ADDRESS_CLAMP_TO_EDGE, FILTER_LINEAR, LAYERID_DEPTH, PIXELFORMAT_RGBA8, RenderPassForward,
    RenderPassShaderQuad, RenderTarget, SEMANTIC_POSITION, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, Script,
    ShaderChunks, ShaderUtils, Texture, Vec2
} from 'playcanvas';
import { SHOCKWAVE_GLSL, SHOCKWAVE_WGSL } from './shockwave-shaders.mjs';

/** Draws the scene texture over the whole screen, bent by one expanding ring. */
export class ShockwavePass extends RenderPassShaderQuad {
    /** @type {Texture|null} */
    sourceTexture = null;

    /** Centre of the wave: 0 to 1 across the screen, y pointing down. */
    center = new Vec2(0.5, 0.5);

    /** Distance of the wave front from the centre, in screen heights. */
    radius = 0;

    /** Half the thickness of the ring, in screen heights. */
    width = 0.08;

    /** How far the ring pushes the picture, in screen heights; 0 is no wave. */
    strength = 0;

    /** @param {import('playcanvas').GraphicsDevice} device - The graphics device. */
    constructor(device) {
        super(device);
        this.shader = ShaderUtils.createShader(device, {
            uniqueName: 'TutorialShockwaveShader',
            attributes: { aPosition: SEMANTIC_POSITION },
            vertexChunk: 'quadVS',
            fragmentChunk: 'tutorialShockwavePS'
        });
    }

    execute() {
        const source = this.sourceTexture;
        if (!source) return;
        const scope = this.device.scope;
        scope.resolve('shockSource').setValue(source);
        scope.resolve('shockCenter').setValue([this.center.x, this.center.y]);
        scope.resolve('shockRadius').setValue(this.radius);
        scope.resolve('shockWidth').setValue(this.width);
        scope.resolve('shockStrength').setValue(this.strength);
        scope.resolve('shockAspect').setValue(source.width / source.height);
        super.execute();
    }
}

/**
 * Renders its camera in two passes: the scene into a texture, then that
 * texture to the screen through ShockwavePass. launch() starts a wave.
 */
export class Shockwave extends Script {
    static scriptName = 'shockwave';

    /**
     * How fast the front moves, in screen heights per second.
     *
     * @attribute
     * @range [0.1, 3]
     */
    speed = 0.5;

    /**
     * Seconds a wave lasts; it fades out over this time.
     *
     * @attribute
     * @range [0.2, 5]
     */
    duration = 2.4;

    /**
     * How far the ring pushes the picture at the start, in screen heights.
     *
     * @attribute
     * @range [0, 0.2]
     */
    strength = 0.06;

    /** Seconds since the last wave started. */
    age = Infinity;

    /** @type {import('playcanvas').FramePass[]} */
    passes = [];

    /** @type {ShockwavePass|null} */
    wavePass = null;

    /** @type {RenderTarget|null} */
    renderTarget = null;

    initialize() {
        const camera = this.entity.camera;
        if (!camera) return;
        const device = this.app.graphicsDevice;
        ShaderChunks.get(device, SHADERLANGUAGE_GLSL).set('tutorialShockwavePS', SHOCKWAVE_GLSL);
        ShaderChunks.get(device, SHADERLANGUAGE_WGSL).set('tutorialShockwavePS', SHOCKWAVE_WGSL);
        this.createPasses(camera);
        camera.framePasses = this.passes;

        // Without frame passes, the camera renders the usual way
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

    /** @param {import('playcanvas').CameraComponent} camera - The camera to render. */
    createPasses(camera) {
        const { app } = this;
        const device = app.graphicsDevice;
        const layers = app.scene.layers;

        // 1. The camera's layers into a texture the size of the back buffer
        const texture = new Texture(device, {
            name: 'ShockwaveScene',
            width: 4,
            height: 4,
            format: PIXELFORMAT_RGBA8,
            mipmaps: false,
            minFilter: FILTER_LINEAR,
            magFilter: FILTER_LINEAR,
            addressU: ADDRESS_CLAMP_TO_EDGE,
            addressV: ADDRESS_CLAMP_TO_EDGE
        });
        this.renderTarget = new RenderTarget({ name: 'ShockwaveScene', colorBuffer: texture, depth: true });
        const scenePass = new RenderPassForward(device, layers, app.scene, app.renderer);
        // With options, the target follows the back buffer's size every frame
        scenePass.init(this.renderTarget, {});
        layers.layerList.forEach((layer, i) => {
            if (camera.layers.includes(layer.id) && layer.id !== LAYERID_DEPTH) {
                scenePass.addLayer(camera, layer, layers.subLayerList[i]);
            }
        });
        const steps = scenePass.layerRenderSteps;
        if (steps.length > 0) {
            steps[0].firstCameraUse = true;
            steps[steps.length - 1].lastCameraUse = true;
        }

        // 2. That texture over the whole back buffer (null), bent by the wave
        const wavePass = new ShockwavePass(device);
        wavePass.init(null);
        wavePass.sourceTexture = texture;

        this.wavePass = wavePass;
        this.passes = [scenePass, wavePass];
    }

    /**
     * Starts a new wave.
     *
     * @param {number} x - Horizontal position, 0 (left) to 1 (right).
     * @param {number} y - Vertical position, 0 (top) to 1 (bottom).
     */
    launch(x, y) {
        this.wavePass?.center.set(x, y);
        this.age = 0;
    }

    update(dt) {
        const pass = this.wavePass;
        if (!pass) return;
        this.age += dt;
        const life = Math.min(this.age / this.duration, 1);
        pass.radius = this.age * this.speed;
        // Strong at first, gone at the end of its life
        pass.strength = this.strength * (1 - life);
    }
}
