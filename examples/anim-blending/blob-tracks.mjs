import { AnimCurve, AnimData, AnimTrack, INTERPOLATION_LINEAR, Quat } from 'playcanvas';

/**
 * Builds one animation track from keyframes. Every curve of the track shares
 * the same key times and drives one transform property of one entity.
 *
 * @param {string} name - Track name.
 * @param {string} node - Name of the animated entity.
 * @param {number[]} times - Key times in seconds; the last one is the duration.
 * @param {Object<string, number[][]>} properties - Values per property, one
 * array per key, e.g. { localPosition: [[0, 0, 0], [0, 1, 0]] }.
 * @returns {AnimTrack} The track.
 */
function buildTrack(name, node, times, properties) {
    const inputs = [new AnimData(1, times)];
    const outputs = [];
    const curves = [];
    for (const [property, keys] of Object.entries(properties)) {
        outputs.push(new AnimData(keys[0].length, keys.flat()));
        const path = { entityPath: [node], component: 'graph', propertyPath: [property] };
        curves.push(new AnimCurve([path], 0, outputs.length - 1, INTERPOLATION_LINEAR));
    }
    return new AnimTrack(name, times[times.length - 1], inputs, outputs, curves);
}

/**
 * @param {number} degrees - Angle around the Y axis.
 * @returns {number[]} The rotation as [x, y, z, w].
 */
function yaw(degrees) {
    const q = new Quat().setFromEulerAngles(0, degrees, 0);
    return [q.x, q.y, q.z, q.w];
}

/**
 * Creates the three clips of the blob. Idle and Hop animate the same
 * properties with the same length, so they blend cleanly in a blend tree.
 *
 * @param {string} node - Name of the entity the tracks move.
 * @returns {{ idle: AnimTrack, hop: AnimTrack, spin: AnimTrack }} The tracks.
 */
export function createBlobTracks(node) {
    // Idle: one slow breath per second, feet on the ground.
    const idle = buildTrack('Idle', node, [0, 0.5, 1], {
        localPosition: [[0, 0.5, 0], [0, 0.5, 0], [0, 0.5, 0]],
        localScale: [[1, 1, 1], [1.06, 0.92, 1.06], [1, 1, 1]]
    });

    // Hop: two small jumps per second, squashed on landing.
    const hop = buildTrack('Hop', node, [0, 0.25, 0.5, 0.75, 1], {
        localPosition: [[0, 0.45, 0], [0, 1.2, 0], [0, 0.45, 0], [0, 1.2, 0], [0, 0.45, 0]],
        localScale: [[1.2, 0.75, 1.2], [0.9, 1.15, 0.9], [1.2, 0.75, 1.2], [0.9, 1.15, 0.9], [1.2, 0.75, 1.2]]
    });

    // Spin: a one-off jump with a full turn.
    const spin = buildTrack('Spin', node, [0, 0.2, 0.4, 0.6, 0.8], {
        localPosition: [[0, 0.5, 0], [0, 1.6, 0], [0, 2, 0], [0, 1.6, 0], [0, 0.5, 0]],
        localScale: [[1, 1, 1], [0.9, 1.2, 0.9], [1, 1, 1], [0.9, 1.2, 0.9], [1, 1, 1]],
        localRotation: [yaw(0), yaw(90), yaw(180), yaw(270), yaw(360)]
    });

    return { idle, hop, spin };
}
