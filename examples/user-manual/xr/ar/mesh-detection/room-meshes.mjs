import { CULLFACE_NONE, Entity, Mesh, MeshInstance, StandardMaterial } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');

// A visible debug material, to see what the device has scanned
const material = new StandardMaterial();
material.diffuse.set(1, 0.5, 0.2);
material.cull = CULLFACE_NONE;
material.update();

/**
 * Fills a mesh with the geometry of a detected mesh: 3 floats per vertex, in its own space.
 *
 * @param {Float32Array} vertices - XrMesh#vertices.
 * @param {Uint32Array} indices - XrMesh#indices.
 * @param {Mesh} [mesh] - A mesh to refill; a new one is made when omitted.
 * @returns {Mesh} The mesh.
 */
function buildMesh(vertices, indices, mesh = new Mesh(app.graphicsDevice)) {
    mesh.clear(true, false);
    mesh.setPositions(vertices);
    mesh.setIndices(indices);
    mesh.update();
    return mesh;
}

/** @type {Map<import('playcanvas').XrMeshDetection['meshes'][number], Entity>} */
const shown = new Map();

xr.meshDetection.on('add', (xrMesh) => {
    const mesh = buildMesh(xrMesh.vertices, xrMesh.indices);
    const entity = new Entity(`mesh ${xrMesh.label || 'unlabelled'}`);
    entity.addComponent('render', { meshInstances: [new MeshInstance(mesh, material)] });
    app.root.addChild(entity);
    shown.set(xrMesh, entity);
    xrMesh.on('change', () => buildMesh(xrMesh.vertices, xrMesh.indices, mesh));
    xrMesh.once('remove', () => {
        entity.destroy();
        shown.delete(xrMesh);
    });
});

app.on('update', () => {
    for (const [xrMesh, entity] of shown) {
        entity.setPosition(xrMesh.getPosition());
        entity.setRotation(xrMesh.getRotation());
    }
});

// Outside a session no mesh is reported
console.log(xr.meshDetection.supported, xr.meshDetection.available); // → false false
console.log(xr.meshDetection.meshes.length); // → 0

// The builder with one 1 m × 1 m wall quad, in the layout XrMesh uses
const wall = buildMesh(new Float32Array([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0]), new Uint32Array([0, 1, 2, 0, 2, 3]));
console.log(wall.vertexBuffer?.numVertices, wall.primitive[0].count); // → 4 6
