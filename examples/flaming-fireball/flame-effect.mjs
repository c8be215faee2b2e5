import {
    ADDRESS_CLAMP_TO_EDGE,
    BLEND_ADDITIVE,
    Curve,
    CurveSet,
    EMITTERSHAPE_SPHERE,
    Entity,
    PIXELFORMAT_RGBA8,
    Script,
    Texture
} from 'playcanvas';

/** @import { GraphicsDevice } from 'playcanvas' */

/**
 * Draws a soft round puff on a 2D canvas and turns it into a texture, so
 * the effect needs no image file.
 *
 * @param {GraphicsDevice} device - The graphics device.
 * @param {number} [size] - Width and height in pixels.
 * @returns {Texture} A white puff that fades to transparent at the edge.
 */
export function createPuffTexture(device, size = 64) {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const half = size / 2;
    const gradient = ctx.createRadialGradient(half, half, 0, half, half, half);
    gradient.addColorStop(0, 'rgba(255,255,255,1)');
    gradient.addColorStop(0.4, 'rgba(255,255,255,0.6)');
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, size, size);

    const texture = new Texture(device, {
        name: 'puff',
        width: size,
        height: size,
        format: PIXELFORMAT_RGBA8,
        addressU: ADDRESS_CLAMP_TO_EDGE,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });
    texture.setSource(canvas);
    return texture;
}

/**
 * Adds a fire particle system to an entity. The particles are emitted in
 * world space, so they stay behind as the entity moves and form a trail.
 *
 * @param {Entity} entity - The entity that becomes the fireball.
 * @param {Texture} texture - The particle texture.
 */
export function addFlames(entity, texture) {
    entity.addComponent('particlesystem', {
        numParticles: 120,
        lifetime: 0.9,
        rate: 0.004,
        rate2: 0.01,
        emitterShape: EMITTERSHAPE_SPHERE,
        emitterRadius: 0.25,
        startAngle: 0,
        startAngle2: 360,
        localSpace: false,
        colorMap: texture,
        blendType: BLEND_ADDITIVE,
        depthWrite: false,
        // Rise slowly; the second graph sets the random range per particle.
        velocityGraph: new CurveSet([[0, -0.2], [0, 1.2], [0, -0.2]]),
        velocityGraph2: new CurveSet([[0, 0.2], [0, 2.0], [0, 0.2]]),
        // Keys are pairs of (time 0..1 over the particle's life, value).
        scaleGraph: new Curve([0, 0.4, 0.3, 0.55, 1, 0.1]),
        alphaGraph: new Curve([0, 0, 0.1, 0.7, 0.7, 0.35, 1, 0]),
        // White-yellow at birth, then orange, then dark red.
        colorGraph: new CurveSet([
            [0, 1, 0.3, 1, 1, 0.6],
            [0, 0.95, 0.3, 0.55, 1, 0.1],
            [0, 0.6, 0.3, 0.1, 1, 0.05]
        ])
    });
}

/** Makes a light flicker like a flame by jittering its intensity. */
export class Flicker extends Script {
    static scriptName = 'flicker';

    /**
     * Average light intensity.
     *
     * @attribute
     */
    base = 2;

    /**
     * How far the intensity may wander from the average.
     *
     * @attribute
     */
    amount = 0.6;

    time = 0;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const light = this.entity.light;
        if (!light) return;
        this.time += dt;
        // Two sines of unrelated speeds plus a little noise look irregular enough.
        const wave = Math.sin(this.time * 13) * 0.5 + Math.sin(this.time * 7.3) * 0.3 + (Math.random() - 0.5) * 0.4;
        light.intensity = this.base + wave * this.amount;
    }
}
