import { Asset } from 'playcanvas';

/**
 * Loads a glTF or GLB file that is already in memory as a container asset.
 * @param {string} filename - A name ending in .glb is parsed as binary glTF.
 * @param {ArrayBuffer} contents - The bytes of the file.
 * @returns {Promise<Asset<'container'>>} The loaded asset.
 */
function loadContainer(filename, contents) {
    const asset = new Asset(filename, 'container', { url: filename, contents });
    return new Promise((resolve, reject) => {
        asset.once('load', resolve);
        asset.once('error', reject);
        app.assets.add(asset);
        app.assets.load(asset);
    });
}

// Stand-in for `await file.arrayBuffer()`: a glTF with one triangle, 1 m tall
const data = new Float32Array([
    0, 0, 0, 1, 0, 0, 0, 1, 0, // POSITION
    0, 0, 1, 0, 0, 1, 0, 0, 1 // NORMAL
]);
const base64 = btoa(String.fromCharCode(...new Uint8Array(data.buffer)));
const gltf = {
    asset: { version: '2.0' },
    scenes: [{ nodes: [0] }],
    nodes: [{ name: 'Sign', mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, material: 0 }] }],
    materials: [{ name: 'Paint' }],
    accessors: [
        { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] },
        { bufferView: 0, byteOffset: 36, componentType: 5126, count: 3, type: 'VEC3' }
    ],
    bufferViews: [{ buffer: 0, byteLength: 72 }],
    buffers: [{ byteLength: 72, uri: `data:application/octet-stream;base64,${base64}` }]
};
const bytes = new TextEncoder().encode(JSON.stringify(gltf)).buffer;

const asset = await loadContainer('sign.gltf', bytes);
const container = asset.resource;
if (container) {
    console.log(container.renders.length, container.materials.length); // → 1 1
    const sign = container.instantiateRenderEntity();
    app.root.addChild(sign);
    console.log(sign.name, sign.render?.meshInstances.length); // → Sign 1
}

// Same URL, same resource: a second load named sign.gltf returns the cached result
const again = await loadContainer('sign.gltf', new ArrayBuffer(0));
console.log(again.resource === container); // → true
