// A generator script for SplatTransform: it makes a small test splat instead of reading a capture.
//
//   npx @playcanvas/splat-transform generate-scene.mjs scene.sog
//   npx @playcanvas/splat-transform generate-scene.mjs -p count=2000,radius=0.5 small.ply
//
// (Writing SOG uses the GPU; on a machine without one, add `-g cpu` before the file names.)
//
// The splat is a sphere shell centred at the origin: `count` flat Gaussians (default 4096) lying
// on the surface, red at the top (+Y) through green at the equator to blue at the bottom, nearly
// opaque, with band-1 spherical harmonics for a slight view-dependent tint. SplatTransform writes
// it into files the way captures are stored, turned half a turn around Z (Y down); main.mjs turns
// it back. The same parameters always give the same Gaussians.

/** SH band-0 constant: a colour c (0-1) is stored as (c - 0.5) / SH_C0. */
const SH_C0 = 0.28209479177387814;

/** @param {number} value */
const packColor = (value) => (value - 0.5) / SH_C0;

/** Opacity (0-1) is stored as its logit; scales are stored as natural logs. @param {number} value */
const packOpacity = (value) => Math.log(value / (1 - value));

/**
 * Top-to-bottom colour ramp: red, green at the equator, blue.
 *
 * @param {number} t - 1 at the top, 0 at the bottom.
 * @returns {[number, number, number]} Linear 0-1 colour.
 */
function ramp(t) {
    const top = [0.95, 0.25, 0.1];
    const middle = [0.2, 0.85, 0.3];
    const bottom = [0.1, 0.3, 0.95];
    const [from, to, k] = t > 0.5 ? [middle, top, (t - 0.5) * 2] : [bottom, middle, t * 2];
    /** @param {number} i */
    const mix = (i) => from[i] + (to[i] - from[i]) * k;
    return [mix(0), mix(1), mix(2)];
}

/**
 * The rotation (w, x, y, z) that turns the local Z axis onto the unit vector (x, y, z), so a
 * Gaussian flat along Z lies flat on the sphere.
 *
 * @param {number} x
 * @param {number} y
 * @param {number} z
 * @returns {[number, number, number, number]}
 */
function alignZ(x, y, z) {
    // (1 + Z·n, Z × n), normalised; straight down needs any half turn.
    if (z < -0.999999) return [0, 1, 0, 0];
    const w = 1 + z;
    const length = Math.hypot(w, -y, x);
    return [w / length, -y / length, x / length, 0];
}

export class Generator {
    /**
     * @param {number} count - Number of Gaussians.
     * @param {number} radius - Sphere radius.
     */
    constructor(count, radius) {
        this.count = count;
        this.columnNames = [
            'x', 'y', 'z',
            'scale_0', 'scale_1', 'scale_2',
            'rot_0', 'rot_1', 'rot_2', 'rot_3',
            'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity',
            // Band 1: three coefficients per colour channel, all reds first.
            ...Array.from({ length: 9 }, (_, i) => `f_rest_${i}`)
        ];
        // Each Gaussian covers about its share of the surface, and is a tenth as thick.
        const spacing = Math.sqrt((4 * Math.PI * radius * radius) / count);
        const tangent = spacing * 0.6;
        const normal = spacing * 0.06;
        const golden = Math.PI * (3 - Math.sqrt(5));

        /**
         * Fills `row` with Gaussian `index`: points of a Fibonacci spiral, evenly spread.
         *
         * @param {number} index
         * @param {Record<string, number>} row
         */
        this.getRow = (index, row) => {
            const y = 1 - ((index + 0.5) / count) * 2;
            const ring = Math.sqrt(1 - y * y);
            const x = Math.cos(golden * index) * ring;
            const z = Math.sin(golden * index) * ring;
            row.x = x * radius;
            row.y = y * radius;
            row.z = z * radius;
            // Sizes and opacities vary a little from one Gaussian to the next, like a real capture.
            const jitter = Math.sin(index * 12.9898) * 0.5 + 0.5;
            row.scale_0 = Math.log(tangent * (0.8 + 0.4 * jitter));
            row.scale_1 = Math.log(tangent * (1.2 - 0.4 * jitter));
            row.scale_2 = Math.log(normal);
            [row.rot_0, row.rot_1, row.rot_2, row.rot_3] = alignZ(x, y, z);
            const color = ramp((y + 1) / 2);
            row.f_dc_0 = packColor(color[0]);
            row.f_dc_1 = packColor(color[1]);
            row.f_dc_2 = packColor(color[2]);
            row.opacity = packOpacity(0.9 + 0.09 * jitter);
            // A small tint that follows the view direction along X, the same for every channel.
            for (let channel = 0; channel < 3; channel++) {
                row[`f_rest_${channel * 3}`] = 0;
                row[`f_rest_${channel * 3 + 1}`] = 0;
                row[`f_rest_${channel * 3 + 2}`] = 0.08 * x;
            }
        };
    }

    /**
     * Called by SplatTransform with the `-p key=value,…` parameters.
     *
     * @param {{ name: string, value: string }[]} params
     * @returns {Generator}
     */
    static create(params) {
        /** @param {string} name @param {number} fallback */
        const number = (name, fallback) => Number(params.find((param) => param.name === name)?.value ?? fallback);
        return new Generator(Math.floor(number('count', 4096)), number('radius', 0.8));
    }
}
