import { createRandom } from './random.mjs';

/**
 * @typedef {object} Cell
 * @property {number} x - Column, -half..half.
 * @property {number} z - Row, -half..half (negative is further away).
 * @property {number} height - Path: steps above the water, 0 to 2. Rock: its size.
 */

/**
 * @typedef {object} LevelPlan
 * @property {Cell[]} path - Walkable blocks from start to goal, in order.
 * @property {Cell[]} gems - Path cells that carry a gem.
 * @property {Cell[]} rocks - Cells off the path with a rock in the water.
 */

/**
 * Plans a level from a seed: a path that winds from the near edge of a
 * square grid to the far edge, gems on it and rocks around it. Pure data,
 * no engine: the same seed always gives the same plan.
 *
 * @param {number} seed - Level seed.
 * @param {number} size - Grid size in cells (odd).
 * @returns {LevelPlan} The plan.
 */
export function planLevel(seed, size) {
    const random = createRandom(seed);
    const half = Math.floor(size / 2);
    /** @type {Set<string>} */
    const used = new Set();
    /** @type {Cell[]} */
    const path = [];

    let x = 0;
    let z = half;
    let height = 0;
    while (true) {
        path.push({ x, z, height });
        used.add(`${x},${z}`);
        if (z === -half) break;

        // Sideways 60% of the time if that cell is free and inside, else forward.
        const roll = random();
        const side = roll < 0.3 ? -1 : roll < 0.6 ? 1 : 0;
        if (side !== 0 && Math.abs(x + side) <= half && !used.has(`${x + side},${z}`)) x += side;
        else z -= 1;

        if (random() < 0.3) height = Math.min(2, Math.max(0, height + (random() < 0.5 ? -1 : 1)));
    }

    // Never on the start or the goal.
    const gems = path.slice(1, -1).filter(() => random() < 0.3);

    /** @type {Cell[]} */
    const rocks = [];
    for (let rz = -half; rz <= half; rz++) {
        for (let rx = -half; rx <= half; rx++) {
            if (!used.has(`${rx},${rz}`) && random() < 0.12) rocks.push({ x: rx, z: rz, height: 0.4 + random() * 0.8 });
        }
    }
    return { path, gems, rocks };
}
