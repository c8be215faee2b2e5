import { ADDRESS_REPEAT, Asset, FILTER_NEAREST, PIXELFORMAT_RGBA8, Texture } from 'playcanvas';

/**
 * A texture from a 2D canvas: `draw` paints it, `setSource` uploads it.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @param {string} name - Texture name.
 * @param {(ctx: CanvasRenderingContext2D, size: number) => void} draw - Paints the canvas.
 * @returns {Texture} The texture.
 */
export function createCanvasTexture(device, name, draw) {
    const size = 256;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (ctx) draw(ctx, size);
    const texture = new Texture(device, { name, width: size, height: size, format: PIXELFORMAT_RGBA8, srgb: true, mipmaps: true });
    texture.setSource(canvas);
    return texture;
}

/**
 * An 8 x 8 checkerboard written pixel by pixel. Nearest filtering keeps the
 * squares sharp.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @returns {Texture} The texture.
 */
export function createCheckerTexture(device) {
    const size = 8;
    const texture = new Texture(device, {
        name: 'Checker',
        width: size,
        height: size,
        format: PIXELFORMAT_RGBA8,
        srgb: true,
        mipmaps: false,
        minFilter: FILTER_NEAREST,
        magFilter: FILTER_NEAREST,
        addressU: ADDRESS_REPEAT,
        addressV: ADDRESS_REPEAT
    });
    const pixels = texture.lock();
    for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
            const i = (y * size + x) * 4;
            const light = (x + y) % 2 === 0;
            pixels[i] = light ? 240 : 40;
            pixels[i + 1] = light ? 200 : 40;
            pixels[i + 2] = light ? 60 : 50;
            pixels[i + 3] = 255;
        }
    }
    texture.unlock();
    return texture;
}

/**
 * Brick wall: rows of offset rectangles with mortar between them.
 *
 * @param {CanvasRenderingContext2D} ctx - The 2D context.
 * @param {number} size - Canvas size in pixels.
 */
export function drawBricks(ctx, size) {
    ctx.fillStyle = '#d8d0c0';
    ctx.fillRect(0, 0, size, size);
    const rows = 8;
    const h = size / rows;
    for (let row = 0; row < rows; row++) {
        const offset = row % 2 ? h : 0;
        for (let x = -offset; x < size; x += h * 2) {
            ctx.fillStyle = row % 3 ? '#a8452f' : '#b85a3c';
            ctx.fillRect(x + 3, row * h + 3, h * 2 - 6, h - 6);
        }
    }
}

/**
 * Wooden planks: vertical boards with darker grain lines.
 *
 * @param {CanvasRenderingContext2D} ctx - The 2D context.
 * @param {number} size - Canvas size in pixels.
 */
export function drawPlanks(ctx, size) {
    const boards = 4;
    const w = size / boards;
    for (let b = 0; b < boards; b++) {
        ctx.fillStyle = ['#c08a4e', '#b47c43', '#c99458', '#ad7440'][b];
        ctx.fillRect(b * w, 0, w, size);
        ctx.strokeStyle = 'rgba(80, 45, 20, 0.35)';
        for (let line = 1; line < 6; line++) {
            ctx.beginPath();
            const x = b * w + (line * w) / 6;
            ctx.moveTo(x, 0);
            ctx.bezierCurveTo(x + 6, size * 0.3, x - 6, size * 0.7, x, size);
            ctx.stroke();
        }
        ctx.fillStyle = '#5a3a20';
        ctx.fillRect(b * w, 0, 3, size);
    }
}

/**
 * Wraps a texture made in code in a texture asset that is ready to use.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {Texture} texture - The texture.
 * @returns {Asset} The registered asset.
 */
export function createTextureAsset(app, texture) {
    const asset = new Asset(texture.name, 'texture');
    asset.resource = texture;
    asset.loaded = true;
    app.assets.add(asset);
    return asset;
}
