import { Asset, Entity } from 'playcanvas';

// A door modelled in centimetres and exported without conversion: 200 units tall
const data = new Float32Array([0, 0, 0, 90, 0, 0, 0, 200, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
const base64 = btoa(String.fromCharCode(...new Uint8Array(data.buffer)));
const gltf = {
    asset: { version: '2.0' },
    scenes: [{ nodes: [0] }],
    nodes: [{ name: 'Door', mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0, NORMAL: 1 } }] }],
    accessors: [
        { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [90, 200, 0] },
        { bufferView: 0, byteOffset: 36, componentType: 5126, count: 3, type: 'VEC3' }
    ],
    bufferViews: [{ buffer: 0, byteLength: 72 }],
    buffers: [{ byteLength: 72, uri: `data:application/octet-stream;base64,${base64}` }]
};
const contents = new TextEncoder().encode(JSON.stringify(gltf)).buffer;
const asset = new Asset('door.gltf', 'container', { url: 'door.gltf', contents });
app.assets.add(asset);

/** @param {Entity} root - The model's root entity. */
const height = (root) => {
    const door = root.findByName('Door');
    const meshInstance = door instanceof Entity ? door.render?.meshInstances[0] : undefined;
    return meshInstance ? (meshInstance.aabb.halfExtents.y * 2).toFixed(2) : 'none';
};

asset.ready(() => {
    const door = asset.resource?.instantiateRenderEntity();
    if (!door) return;
    app.root.addChild(door);
    console.log(height(door)); // → 200.00

    // The engine does not convert units: scale the root down to metres
    door.setLocalScale(0.01, 0.01, 0.01);
    console.log(height(door)); // → 2.00
});
app.assets.load(asset);
