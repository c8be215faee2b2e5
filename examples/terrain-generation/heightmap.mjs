/**
 * A small seeded random number generator (mulberry32): the same seed always
 * gives the same sequence, so a seed is enough to rebuild a terrain.
 *
 * @param {number} seed - Any integer.
 * @returns {() => number} A function returning numbers in [0, 1).
 */
export function createRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

/**
 * Value noise: random values on a 256 x 256 lattice, blended smoothly between
 * the lattice points. The lattice wraps, so the noise tiles every 256 units.
 *
 * @param {number} seed - Seed of the lattice values.
 * @returns {(x: number, y: number) => number} Noise in [0, 1].
 */
export function createValueNoise(seed) {
    const random = createRandom(seed);
    const lattice = new Float32Array(256 * 256);
    for (let i = 0; i < lattice.length; i++) lattice[i] = random();

    const at = (/** @type {number} */ x, /** @type {number} */ y) => lattice[(y & 255) * 256 + (x & 255)];
    const smooth = (/** @type {number} */ t) => t * t * (3 - 2 * t);

    return (x, y) => {
        const x0 = Math.floor(x);
        const y0 = Math.floor(y);
        const tx = smooth(x - x0);
        const ty = smooth(y - y0);
        const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx;
        const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx;
        return top + (bottom - top) * ty;
    };
}

/**
 * Builds a square heightmap from several octaves of value noise (fractal
 * noise): each octave has twice the detail and half the height of the last.
 *
 * @param {number} size - Samples per side.
 * @param {number} seed - Seed; the same seed gives the same heightmap.
 * @param {number} [octaves] - Number of noise layers added together.
 * @returns {Float32Array} size * size heights in [0, 1], row by row.
 */
export function createHeightmap(size, seed, octaves = 5) {
    const noise = createValueNoise(seed);
    const heights = new Float32Array(size * size);
    for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
            let frequency = 4 / size;
            let amplitude = 1;
            let sum = 0;
            let total = 0;
            for (let o = 0; o < octaves; o++) {
                sum += noise(col * frequency, row * frequency) * amplitude;
                total += amplitude;
                frequency *= 2;
                amplitude *= 0.5;
            }
            // Squaring flattens the lowlands and sharpens the peaks.
            const h = sum / total;
            heights[row * size + col] = h * h;
        }
    }
    // Stretch to the full range so every seed has sea and snow.
    let min = Infinity;
    let max = -Infinity;
    for (const h of heights) {
        min = Math.min(min, h);
        max = Math.max(max, h);
    }
    for (let i = 0; i < heights.length; i++) heights[i] = (heights[i] - min) / (max - min || 1);
    return heights;
}
