/**
 * A small seeded pseudo-random number generator (mulberry32): the same seed
 * always gives the same sequence, in every browser. Math.random() cannot be
 * seeded, so a level built with it could never be built again.
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
