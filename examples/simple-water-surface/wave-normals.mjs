import { ADDRESS_REPEAT, FILTER_LINEAR, FILTER_LINEAR_MIPMAP_LINEAR, PIXELFORMAT_RGBA8, Texture } from 'playcanvas';

/**
 * Waves of the height field: whole numbers of periods across the tile, so
 * that the texture repeats without a seam. [x periods, y periods, height].
 */
const WAVES = [
    [1, 2, 0.5],
    [3, -1, 0.3],
    [-2, 5, 0.15],
    [6, 3, 0.08]
];

/**
 * Creates a tiling normal map of gentle ripples from a sum of sine waves.
 * The texture holds data, not colour, so it is linear (RGBA8, not sRGB).
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @param {number} size - Width and height in pixels.
 * @returns {Texture} The normal map.
 */
export function createWaveNormalMap(device, size) {
    const texture = new Texture(device, {
        name: 'wave-normals',
        width: size,
        height: size,
        format: PIXELFORMAT_RGBA8,
        mipmaps: true,
        minFilter: FILTER_LINEAR_MIPMAP_LINEAR,
        magFilter: FILTER_LINEAR,
        addressU: ADDRESS_REPEAT,
        addressV: ADDRESS_REPEAT
    });
    const pixels = texture.lock();
    const strength = 1.2;
    for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
            const u = x / size;
            const v = y / size;
            // Slope of the height field in u and v
            let du = 0;
            let dv = 0;
            for (const [a, b, h] of WAVES) {
                const slope = h * Math.cos(2 * Math.PI * (a * u + b * v));
                du += slope * a;
                dv += slope * b;
            }
            // The normal tilts against the slope; z points out of the surface
            const nx = -du * strength;
            const ny = -dv * strength;
            const length = Math.hypot(nx, ny, 1);
            const i = (y * size + x) * 4;
            pixels[i] = (nx / length * 0.5 + 0.5) * 255;
            pixels[i + 1] = (ny / length * 0.5 + 0.5) * 255;
            pixels[i + 2] = (1 / length * 0.5 + 0.5) * 255;
            pixels[i + 3] = 255;
        }
    }
    texture.unlock();
    return texture;
}
