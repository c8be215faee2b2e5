import {
    BLEND_ADDITIVE,
    BLEND_NORMAL,
    Color,
    Curve,
    CurveSet,
    EMITTERSHAPE_SPHERE,
    Entity,
    PIXELFORMAT_RGBA8,
    Texture
} from 'playcanvas';

/** @import { AppBase } from 'playcanvas' */

/**
 * @param {AppBase} app - The application.
 * @param {number} hardness - 0 for a soft glow, towards 1 for a firmer disc.
 * @returns {Texture} A white radial gradient with alpha, generated in a canvas.
 */
function createGlowTexture(app, hardness) {
    const size = 64;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const gradient = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    gradient.addColorStop(0, 'rgba(255, 255, 255, 1)');
    gradient.addColorStop(hardness, 'rgba(255, 255, 255, 0.8)');
    gradient.addColorStop(1, 'rgba(255, 255, 255, 0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, size, size);

    const texture = new Texture(app.graphicsDevice, {
        width: size,
        height: size,
        format: PIXELFORMAT_RGBA8
    });
    texture.setSource(canvas);
    return texture;
}

/**
 * Creates an explosion entity with four one-shot particle layers (flash,
 * fireball, smoke and sparks) and a point light for the flash.
 *
 * @param {AppBase} app - The application.
 * @returns {Entity} The explosion root; add the Explosion script to it.
 */
export function createExplosion(app) {
    const soft = createGlowTexture(app, 0.2);
    const firm = createGlowTexture(app, 0.6);

    const root = new Entity('explosion');
    root.addComponent('light', {
        type: 'omni',
        color: new Color(1, 0.6, 0.25),
        range: 12,
        intensity: 0
    });

    // Settings every layer shares: one burst, emitted all at once (rate 0),
    // started by script rather than on load.
    const oneShot = { loop: false, autoPlay: false, rate: 0, rate2: 0, depthWrite: false };

    /**
     * @param {string} name - Entity name.
     * @param {object} settings - Particle system component data.
     */
    const addLayer = (name, settings) => {
        const layer = new Entity(name);
        layer.addComponent('particlesystem', { ...oneShot, ...settings });
        root.addChild(layer);
    };

    // 1. A single large glow that lasts a split second.
    addLayer('flash', {
        numParticles: 1,
        lifetime: 0.2,
        colorMap: soft,
        blendType: BLEND_ADDITIVE,
        scaleGraph: new Curve([0, 3, 1, 7]),
        alphaGraph: new Curve([0, 1, 1, 0]),
        colorGraph: new CurveSet([[0, 1], [0, 0.9], [0, 0.7]])
    });

    // 2. Fireball: blobs thrown outwards that cool from yellow to dark red.
    addLayer('fireball', {
        numParticles: 40,
        lifetime: 0.9,
        colorMap: soft,
        blendType: BLEND_ADDITIVE,
        emitterShape: EMITTERSHAPE_SPHERE,
        emitterRadius: 0.5,
        startAngle: 0,
        startAngle2: 360,
        radialSpeedGraph: new Curve([0, 7, 0.3, 1.5, 1, 0]),
        radialSpeedGraph2: new Curve([0, 3, 0.3, 0.5, 1, 0]),
        scaleGraph: new Curve([0, 0.8, 0.4, 2.2, 1, 2.8]),
        alphaGraph: new Curve([0, 1, 0.6, 0.7, 1, 0]),
        colorGraph: new CurveSet([
            [0, 1, 0.3, 1, 1, 0.5],
            [0, 0.9, 0.3, 0.45, 1, 0.1],
            [0, 0.5, 0.3, 0.1, 1, 0.05]
        ])
    });

    // 3. Smoke: darker, normal-blended puffs that rise and grow slowly.
    addLayer('smoke', {
        numParticles: 24,
        lifetime: 2.8,
        colorMap: soft,
        blendType: BLEND_NORMAL,
        emitterShape: EMITTERSHAPE_SPHERE,
        emitterRadius: 0.8,
        startAngle: 0,
        startAngle2: 360,
        radialSpeedGraph: new Curve([0, 2.5, 1, 0.2]),
        velocityGraph: new CurveSet([[0, 0], [0, 0.5, 1, 2], [0, 0]]),
        rotationSpeedGraph: new Curve([0, 40]),
        rotationSpeedGraph2: new Curve([0, -40]),
        scaleGraph: new Curve([0, 1.2, 1, 4.5]),
        alphaGraph: new Curve([0, 0, 0.15, 0.55, 1, 0]),
        colorGraph: new CurveSet([[0, 0.25], [0, 0.23], [0, 0.22]])
    });

    // 4. Sparks: small, fast, stretched along their motion, pulled down.
    addLayer('sparks', {
        numParticles: 60,
        lifetime: 1.2,
        colorMap: firm,
        blendType: BLEND_ADDITIVE,
        emitterShape: EMITTERSHAPE_SPHERE,
        emitterRadius: 0.2,
        alignToMotion: true,
        stretch: 0.6,
        radialSpeedGraph: new Curve([0, 14, 1, 3]),
        radialSpeedGraph2: new Curve([0, 6, 1, 1]),
        velocityGraph: new CurveSet([[0, 0], [0, 0, 1, -9], [0, 0]]),
        scaleGraph: new Curve([0, 0.12, 1, 0.04]),
        alphaGraph: new Curve([0, 1, 0.7, 1, 1, 0]),
        colorGraph: new CurveSet([[0, 1], [0, 0.85, 1, 0.5], [0, 0.4, 1, 0.1]])
    });

    return root;
}
