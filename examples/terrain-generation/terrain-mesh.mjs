import { calculateNormals } from 'playcanvas';

/** Colour bands by height: [upper limit, r, g, b] with colours in 0 to 255. */
const BANDS = [
    [0.22, 194, 178, 128], // sand at the water's edge
    [0.5, 86, 140, 62], // grass
    [0.72, 120, 104, 88], // rock
    [1.01, 240, 240, 245] // snow
];

/**
 * Writes a heightmap into a mesh as a grid of triangles, with normals for
 * lighting and a colour per vertex. Calling it again on the same mesh with a
 * heightmap of the same size replaces the data in the existing buffers.
 *
 * @param {import('playcanvas').Mesh} mesh - Mesh to fill.
 * @param {Float32Array} heights - size * size heights in [0, 1].
 * @param {number} size - Samples per side.
 * @param {number} width - Width and depth of the terrain in world units.
 * @param {number} height - World height of a sample of 1.
 */
export function writeTerrainMesh(mesh, heights, size, width, height) {
    const count = size * size;
    const positions = new Float32Array(count * 3);
    const colors = new Uint8ClampedArray(count * 4);
    const step = width / (size - 1);

    for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
            const i = row * size + col;
            const h = heights[i];
            // Centred on the entity: x across, z down the rows, y up.
            positions[i * 3] = col * step - width / 2;
            positions[i * 3 + 1] = h * height;
            positions[i * 3 + 2] = row * step - width / 2;

            const band = BANDS.find(([limit]) => h < limit) ?? BANDS[BANDS.length - 1];
            colors[i * 4] = band[1];
            colors[i * 4 + 1] = band[2];
            colors[i * 4 + 2] = band[3];
            colors[i * 4 + 3] = 255;
        }
    }

    // Two triangles per grid cell, counter-clockwise seen from above.
    const indices = new Uint32Array((size - 1) * (size - 1) * 6);
    let n = 0;
    for (let row = 0; row < size - 1; row++) {
        for (let col = 0; col < size - 1; col++) {
            const a = row * size + col;
            const b = a + 1;
            const c = a + size;
            const d = c + 1;
            indices.set([a, c, b, b, c, d], n);
            n += 6;
        }
    }

    mesh.setPositions(positions);
    mesh.setNormals(calculateNormals(positions, indices));
    mesh.setColors32(colors);
    mesh.setIndices(indices);
    // Uploads the data to the GPU and recomputes the bounding box.
    mesh.update();
}
