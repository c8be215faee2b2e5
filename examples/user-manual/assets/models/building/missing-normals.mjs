import { Asset, Entity } from 'playcanvas';

// Two copies of one triangle: Smooth exports normals, Faceted does not
const data = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
const base64 = btoa(String.fromCharCode(...new Uint8Array(data.buffer)));
const position = { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] };
const gltf = {
    asset: { version: '2.0' },
    scenes: [{ nodes: [0, 1] }],
    nodes: [{ name: 'Smooth', mesh: 0 }, { name: 'Faceted', mesh: 1 }],
    meshes: [
        { primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, material: 0 }] },
        { primitives: [{ attributes: { POSITION: 0 }, material: 0 }] }
    ],
    materials: [{ name: 'Clay' }],
    accessors: [position, { bufferView: 0, byteOffset: 36, componentType: 5126, count: 3, type: 'VEC3' }],
    bufferViews: [{ buffer: 0, byteLength: 72 }],
    buffers: [{ byteLength: 72, uri: `data:application/octet-stream;base64,${base64}` }]
};
const contents = new TextEncoder().encode(JSON.stringify(gltf)).buffer;
const asset = new Asset('shapes.gltf', 'container', { url: 'shapes.gltf', contents });
app.assets.add(asset);

/**
 * @param {Entity} root - The instantiated model.
 * @param {string} name - The name of one of its nodes.
 * @returns {string | undefined} The name of that node's material.
 */
const materialOf = (root, name) => {
    const node = root.findByName(name);
    return node instanceof Entity ? node.render?.meshInstances[0]?.material?.name : undefined;
};

asset.ready(() => {
    const root = asset.resource?.instantiateRenderEntity();
    if (!root) return;
    console.log(materialOf(root, 'Smooth')); // → Clay
    // The mesh without normals got its own flat-shaded copy of the material
    console.log(materialOf(root, 'Faceted')); // → Clay-flatShaded
    console.log(asset.resource?.materials.length); // → 2
});
app.assets.load(asset);
