import { ADDRESS_CLAMP_TO_EDGE, PIXELFORMAT_SRGBA8, Texture } from 'playcanvas';

/**
 * Draws a little ghost into a canvas and returns it as a texture. The
 * background stays transparent, and a margin is left around the ghost so the
 * warp has room to move it.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @param {number} size - Width and height in pixels.
 * @returns {Texture} The sprite texture.
 */
export function createSpriteTexture(device, size) {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const s = size / 256;
    ctx.scale(s, s);

    // Body: a dome on top, a wavy hem below
    ctx.beginPath();
    ctx.moveTo(58, 200);
    ctx.lineTo(58, 118);
    ctx.arc(128, 118, 70, Math.PI, 0);
    ctx.lineTo(198, 200);
    for (let i = 0; i < 4; i++) {
        const x = 198 - i * 35;
        ctx.quadraticCurveTo(x - 8.75, 222, x - 17.5, 200);
        ctx.quadraticCurveTo(x - 26.25, 178, x - 35, 200);
    }
    ctx.closePath();
    ctx.fillStyle = '#8f7cf0';
    ctx.fill();
    ctx.lineWidth = 8;
    ctx.strokeStyle = '#2b2150';
    ctx.stroke();

    // Eyes and cheeks
    for (const x of [104, 152]) {
        ctx.beginPath();
        ctx.ellipse(x, 112, 13, 17, 0, 0, Math.PI * 2);
        ctx.fillStyle = '#ffffff';
        ctx.fill();
        ctx.beginPath();
        ctx.arc(x + 3, 116, 7, 0, Math.PI * 2);
        ctx.fillStyle = '#2b2150';
        ctx.fill();
        ctx.beginPath();
        ctx.arc(x - 6 + (x > 128 ? 18 : -6), 140, 8, 0, Math.PI * 2);
        ctx.fillStyle = '#f59ac0';
        ctx.fill();
    }

    // The canvas holds sRGB colours, so the texture is sRGB too
    const texture = new Texture(device, {
        name: 'ghost',
        width: size,
        height: size,
        format: PIXELFORMAT_SRGBA8,
        addressU: ADDRESS_CLAMP_TO_EDGE,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });
    texture.setSource(canvas);
    return texture;
}
