import { PIXELFORMAT_RGBA8, PIXELFORMAT_SRGBA8, Texture } from 'playcanvas';

/** A repeatable pseudo-random value in 0..1 for a lattice point. */
function hash(x, y, z, seed) {
    let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(z, 2147483647) ^ Math.imul(seed, 1274126177);
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

/** Value noise in 3D: random values on a grid, blended smoothly between the points. */
function valueNoise(x, y, z, seed) {
    const xi = Math.floor(x), yi = Math.floor(y), zi = Math.floor(z);
    const fade = (t) => t * t * (3 - 2 * t);
    const u = fade(x - xi), v = fade(y - yi), w = fade(z - zi);
    const lerp = (a, b, t) => a + (b - a) * t;
    const corner = (dx, dy, dz) => hash(xi + dx, yi + dy, zi + dz, seed);
    return lerp(
        lerp(lerp(corner(0, 0, 0), corner(1, 0, 0), u), lerp(corner(0, 1, 0), corner(1, 1, 0), u), v),
        lerp(lerp(corner(0, 0, 1), corner(1, 0, 1), u), lerp(corner(0, 1, 1), corner(1, 1, 1), u), v),
        w
    );
}

/** Several octaves of noise added up: large shapes with finer detail on top. Result in 0..1. */
function fbm(x, y, z, octaves, seed) {
    let sum = 0, amplitude = 0.5, total = 0;
    for (let i = 0; i < octaves; i++) {
        sum += valueNoise(x, y, z, seed + i) * amplitude;
        total += amplitude;
        x *= 2; y *= 2; z *= 2;
        amplitude *= 0.5;
    }
    return sum / total;
}

/**
 * The point on the unit sphere that a pixel of an equirectangular texture
 * covers, laid out as the engine's SphereGeometry lays out its UVs: row 0 at
 * the north pole (+Y).
 */
function directionOf(px, py, width, height) {
    const theta = ((py + 0.5) / height) * Math.PI;
    const phi = (1 - (px + 0.5) / width) * Math.PI * 2 - Math.PI / 2;
    return [Math.cos(phi) * Math.sin(theta), Math.cos(theta), Math.sin(phi) * Math.sin(theta)];
}

/** Sea level: noise values below it are ocean. */
const SEA = 0.48;

/**
 * Generates the three textures of the planet: the day colours, a normal map
 * of the land's relief, and the cloud cover.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @param {number} width - Width in pixels (twice the height).
 * @param {number} height - Height in pixels.
 * @returns {{ day: Texture, normal: Texture, clouds: Texture }} The textures.
 */
export function createPlanetTextures(device, width, height) {
    const count = width * height;
    const land = new Float32Array(count);
    const day = new Uint8Array(count * 4);
    const clouds = new Uint8Array(count * 4);

    for (let py = 0; py < height; py++) {
        for (let px = 0; px < width; px++) {
            const i = py * width + px;
            // Noise is read at the pixel's point on the sphere, so there is no seam and no pinching
            const [x, y, z] = directionOf(px, py, width, height);
            const elevation = fbm(x * 2 + 10, y * 2 + 10, z * 2 + 10, 6, 1);
            const latitude = Math.abs(y);

            let r, g, b;
            if (elevation < SEA) {
                // Ocean: deeper water is darker
                const depth = (SEA - elevation) / SEA;
                r = 20 - depth * 15; g = 70 - depth * 40; b = 140 - depth * 50;
                land[i] = 0;
            } else {
                // Land: green lowlands, brown highlands
                const rise = Math.min(1, (elevation - SEA) / 0.2);
                r = 60 + rise * 90; g = 110 - rise * 10; b = 40 + rise * 30;
                land[i] = rise;
            }
            // Ice caps, with a ragged edge from the noise
            if (latitude + (elevation - 0.5) * 0.3 > 0.88) {
                r = 235; g = 240; b = 245;
            }
            day.set([r, g, b, 255], i * 4);

            // Clouds: a second noise, only its upper part shows
            const cover = fbm(x * 3 + 50, y * 6 + 50, z * 3 + 50, 5, 7);
            const alpha = Math.min(1, Math.max(0, (cover - 0.5) * 4));
            clouds.set([255, 255, 255, Math.round(alpha * 255)], i * 4);
        }
    }

    const options = { width, height, mipmaps: true };
    return {
        // Colours are sRGB, normals and cloud cover are data (linear)
        day: new Texture(device, { ...options, name: 'earth-day', format: PIXELFORMAT_SRGBA8, levels: [day] }),
        normal: new Texture(device, { ...options, name: 'earth-normal', format: PIXELFORMAT_RGBA8, levels: [heightsToNormals(land, width, height, 8)] }),
        clouds: new Texture(device, { ...options, name: 'earth-clouds', format: PIXELFORMAT_RGBA8, levels: [clouds] })
    };
}

/**
 * Tangent-space normals from a height field, as RGBA8 pixels. Columns wrap
 * around (the texture goes all the way round the sphere); rows stop at the poles.
 *
 * @param {Float32Array} heights - One height per pixel.
 * @param {number} width - Width in pixels.
 * @param {number} height - Height in pixels.
 * @param {number} strength - How steep the slopes look.
 * @returns {Uint8Array} The normal map's pixels.
 */
function heightsToNormals(heights, width, height, strength) {
    const pixels = new Uint8Array(width * height * 4);
    const at = (x, y) => heights[Math.min(height - 1, Math.max(0, y)) * width + ((x + width) % width)];
    for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
            const nx = -(at(x + 1, y) - at(x - 1, y)) * strength;
            const ny = -(at(x, y + 1) - at(x, y - 1)) * strength;
            const length = Math.hypot(nx, ny, 1);
            const i = (y * width + x) * 4;
            pixels[i] = Math.round((nx / length * 0.5 + 0.5) * 255);
            pixels[i + 1] = Math.round((ny / length * 0.5 + 0.5) * 255);
            pixels[i + 2] = Math.round((1 / length * 0.5 + 0.5) * 255);
            pixels[i + 3] = 255;
        }
    }
    return pixels;
}
