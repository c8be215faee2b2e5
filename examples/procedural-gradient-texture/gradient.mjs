import { ADDRESS_CLAMP_TO_EDGE, PIXELFORMAT_RGBA8, Texture } from 'playcanvas';

/**
 * @typedef {object} ColorStop
 * @property {number} at - Position along the gradient, 0 to 1.
 * @property {number[]} rgb - sRGB colour, three numbers from 0 to 255.
 */

/**
 * The colour of a gradient at one position, blended linearly between the two
 * nearest stops. Stops must be sorted by `at`.
 *
 * @param {ColorStop[]} stops - The colour stops.
 * @param {number} t - Position, 0 to 1; outside that range the end colours repeat.
 * @returns {number[]} The sRGB colour, three numbers from 0 to 255.
 */
export function sampleGradient(stops, t) {
    if (t <= stops[0].at) return stops[0].rgb;
    for (let i = 1; i < stops.length; i++) {
        const a = stops[i - 1];
        const b = stops[i];
        if (t <= b.at) {
            const k = (t - a.at) / (b.at - a.at);
            return a.rgb.map((value, c) => Math.round(value + (b.rgb[c] - value) * k));
        }
    }
    return stops[stops.length - 1].rgb;
}

/**
 * Writes a gradient into every pixel of a texture. A linear gradient runs
 * from the top row (t = 0) to the bottom row (t = 1); a radial one from the
 * centre (t = 0) to the middle of an edge (t = 1).
 *
 * @param {Texture} texture - An RGBA8 texture.
 * @param {ColorStop[]} stops - The colour stops.
 * @param {'linear' | 'radial'} shape - The shape of the gradient.
 */
export function fillGradient(texture, stops, shape) {
    const { width, height } = texture;
    // lock() returns the pixels of mip level 0: 4 bytes (R, G, B, A) per pixel, row by row.
    const pixels = texture.lock();
    for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
            // Sample at pixel centres: (x + 0.5), not x.
            const u = (x + 0.5) / width;
            const v = (y + 0.5) / height;
            const t = shape === 'linear' ? v : Math.hypot(u - 0.5, v - 0.5) * 2;
            const rgb = sampleGradient(stops, t);
            const i = (y * width + x) * 4;
            pixels[i] = rgb[0];
            pixels[i + 1] = rgb[1];
            pixels[i + 2] = rgb[2];
            pixels[i + 3] = 255;
        }
    }
    // unlock() marks the texture for upload; the GPU copy is updated before the next draw.
    texture.unlock();
}

/**
 * Creates a texture and fills it with a gradient.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @param {number} width - Width in pixels.
 * @param {number} height - Height in pixels.
 * @param {ColorStop[]} stops - The colour stops.
 * @param {'linear' | 'radial'} shape - The shape of the gradient.
 * @returns {Texture} The texture.
 */
export function createGradientTexture(device, width, height, stops, shape) {
    const texture = new Texture(device, {
        name: `${shape}-gradient`,
        width,
        height,
        format: PIXELFORMAT_RGBA8,
        // The stops are sRGB colours: the GPU converts them to linear when it samples.
        srgb: true,
        // Clamp, so the bottom row does not bleed into the top at the seam.
        addressU: ADDRESS_CLAMP_TO_EDGE,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });
    fillGradient(texture, stops, shape);
    return texture;
}
