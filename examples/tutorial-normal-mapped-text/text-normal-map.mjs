import { PIXELFORMAT_RGBA8, Texture } from 'playcanvas';

/**
 * Draws text into a canvas and returns its brightness as a height field:
 * 1 inside the letters, 0 outside, with soft slopes at the edges.
 *
 * @param {string} text - The text to draw.
 * @param {number} width - Width in pixels.
 * @param {number} height - Height in pixels.
 * @returns {Float32Array} One height per pixel, row by row from the top.
 */
export function textHeights(text, width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, width, height);

    ctx.fillStyle = '#fff';
    // Half the height, or smaller if the text would not fit the width
    ctx.font = `bold ${Math.round(height * 0.5)}px sans-serif`;
    const fit = Math.min(1, (width * 0.85) / ctx.measureText(text).width);
    ctx.font = `bold ${Math.round(height * 0.5 * fit)}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, width / 2, height / 2);

    const { data } = ctx.getImageData(0, 0, width, height);
    const heights = new Float32Array(width * height);
    for (let i = 0; i < heights.length; i++) heights[i] = data[i * 4] / 255;

    // A blur turns the sharp edges of the glyphs into slopes the light can catch
    const radius = Math.round(height / 64);
    return blur(blur(heights, width, height, radius, 1, width), width, height, radius, width, 1);
}

/**
 * Box blur along one direction: each value becomes the average of its
 * neighbours within radius steps. `step` moves one pixel along the direction,
 * `lineStep` moves to the next line.
 *
 * @param {Float32Array} values - One value per pixel.
 * @param {number} width - Width in pixels.
 * @param {number} height - Height in pixels.
 * @param {number} radius - Neighbours on each side.
 * @param {number} step - 1 to blur along rows, width to blur along columns.
 * @param {number} lineStep - width for rows, 1 for columns.
 * @returns {Float32Array} The blurred values.
 */
function blur(values, width, height, radius, step, lineStep) {
    const out = new Float32Array(values.length);
    const length = step === 1 ? width : height;
    const lines = step === 1 ? height : width;
    for (let line = 0; line < lines; line++) {
        const start = line * lineStep;
        for (let i = 0; i < length; i++) {
            let sum = 0;
            for (let k = -radius; k <= radius; k++) {
                const j = Math.min(length - 1, Math.max(0, i + k));
                sum += values[start + j * step];
            }
            out[start + i * step] = sum / (radius * 2 + 1);
        }
    }
    return out;
}

/**
 * Turns a height field into tangent-space normals, packed as RGBA8 pixels:
 * x and y from the slope, z up out of the surface.
 *
 * @param {Float32Array} heights - One height per pixel, row by row.
 * @param {number} width - Width in pixels.
 * @param {number} height - Height in pixels.
 * @param {number} strength - How steep the slopes look.
 * @returns {Uint8Array} RGBA pixels of the normal map.
 */
export function heightsToNormals(heights, width, height, strength) {
    const pixels = new Uint8Array(width * height * 4);
    // Clamped lookup: pixels beyond the border repeat the border
    const at = (x, y) => heights[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))];

    for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
            // Central differences: the slope along the texture's u (x) and v (y)
            const dx = (at(x + 1, y) - at(x - 1, y)) * strength;
            const dy = (at(x, y + 1) - at(x, y - 1)) * strength;
            // The normal leans away from the slope
            let nx = -dx;
            let ny = -dy;
            let nz = 1;
            const length = Math.hypot(nx, ny, nz);
            nx /= length;
            ny /= length;
            nz /= length;
            // -1..1 packed into 0..255
            const i = (y * width + x) * 4;
            pixels[i] = Math.round((nx * 0.5 + 0.5) * 255);
            pixels[i + 1] = Math.round((ny * 0.5 + 0.5) * 255);
            pixels[i + 2] = Math.round((nz * 0.5 + 0.5) * 255);
            pixels[i + 3] = 255;
        }
    }
    return pixels;
}

/**
 * Makes a normal map texture of the text.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @param {string} text - The text to emboss.
 * @param {number} width - Width in pixels.
 * @param {number} height - Height in pixels.
 * @param {number} strength - How steep the slopes look.
 * @returns {Texture} A linear RGBA8 texture.
 */
export function createTextNormalMap(device, text, width, height, strength) {
    const heights = textHeights(text, width, height);
    // Normals are directions, not colours: the texture must be linear (RGBA8, not SRGBA8)
    const texture = new Texture(device, {
        name: 'text-normals',
        width,
        height,
        format: PIXELFORMAT_RGBA8,
        mipmaps: true,
        levels: [heightsToNormals(heights, width, height, strength)]
    });
    return texture;
}
