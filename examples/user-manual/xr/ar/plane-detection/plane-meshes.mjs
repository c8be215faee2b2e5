import { BLEND_NORMAL, CULLFACE_NONE, Entity, Mesh, MeshInstance, StandardMaterial } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');

const material = new StandardMaterial();
material.diffuse.set(0.2, 0.6, 1);
material.opacity = 0.4;
material.blendType = BLEND_NORMAL;
material.cull = CULLFACE_NONE; // WebXR does not fix the winding of the outline
material.update();

/**
 * Builds a mesh from a plane's outline. The points are in the plane's own space, y is 0 and the
 * normal is +y. A triangle fan is correct only for a convex outline; WebXR does not promise one.
 *
 * @param {Array<{ x: number, z: number }>} points - The outline, as XrPlane#points gives it.
 * @param {Mesh} [mesh] - A mesh to refill; a new one is made when omitted.
 * @returns {Mesh} The mesh.
 */
function outlineToMesh(points, mesh = new Mesh(app.graphicsDevice)) {
    const positions = [];
    const normals = [];
    for (const p of points) {
        positions.push(p.x, 0, p.z);
        normals.push(0, 1, 0);
    }
    const indices = [];
    for (let i = 1; i < points.length - 1; i++) indices.push(0, i, i + 1);
    mesh.clear(true, false);
    mesh.setPositions(positions);
    mesh.setNormals(normals);
    mesh.setIndices(indices);
    mesh.update();
    return mesh;
}

/** @type {Map<number, Entity>} */
const shown = new Map();

xr.planeDetection.on('add', (plane) => {
    const entity = new Entity(`plane ${plane.id} ${plane.label}`);
    const mesh = outlineToMesh(plane.points);
    entity.addComponent('render', { meshInstances: [new MeshInstance(mesh, material)] });
    app.root.addChild(entity);
    shown.set(plane.id, entity);
    // A new outline fires change; a new pose does not
    plane.on('change', () => outlineToMesh(plane.points, mesh));
    plane.once('remove', () => {
        entity.destroy();
        shown.delete(plane.id);
    });
});

// Poses are refreshed every frame without an event, so copy them every frame
app.on('update', () => {
    for (const plane of xr.planeDetection.planes) {
        const entity = shown.get(plane.id);
        entity?.setPosition(plane.getPosition());
        entity?.setRotation(plane.getRotation());
    }
});

// Outside a session no plane is reported
console.log(xr.planeDetection.supported, xr.planeDetection.available); // → false false
console.log(xr.planeDetection.planes.length); // → 0

// The builder with a 2 m × 1 m rectangle, as a table top might be reported
const table = outlineToMesh([{ x: -1, z: -0.5 }, { x: 1, z: -0.5 }, { x: 1, z: 0.5 }, { x: -1, z: 0.5 }]);
console.log(table.vertexBuffer?.numVertices, table.primitive[0].count); // → 4 6
console.log(table.aabb.halfExtents.toString()); // → [1, 0, 0.5]
