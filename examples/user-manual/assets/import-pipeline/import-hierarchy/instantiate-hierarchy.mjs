import { Asset, Entity } from 'playcanvas';

// A glTF whose nodes form a small hierarchy: Cart > Body, WheelLeft, WheelRight
const data = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
const base64 = btoa(String.fromCharCode(...new Uint8Array(data.buffer)));
const gltf = {
    asset: { version: '2.0' },
    scenes: [{ nodes: [0] }],
    nodes: [
        { name: 'Cart', children: [1, 2, 3] },
        { name: 'Body', mesh: 0 },
        { name: 'WheelLeft', mesh: 1, translation: [-0.6, 0.3, 0] },
        { name: 'WheelRight', mesh: 1, translation: [0.6, 0.3, 0] }
    ],
    meshes: [
        { name: 'BodyMesh', primitives: [{ attributes: { POSITION: 0, NORMAL: 1 } }] },
        { name: 'WheelMesh', primitives: [{ attributes: { POSITION: 0, NORMAL: 1 } }] }
    ],
    accessors: [
        { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] },
        { bufferView: 0, byteOffset: 36, componentType: 5126, count: 3, type: 'VEC3' }
    ],
    bufferViews: [{ buffer: 0, byteLength: 72 }],
    buffers: [{ byteLength: 72, uri: `data:application/octet-stream;base64,${base64}` }]
};
const contents = new TextEncoder().encode(JSON.stringify(gltf)).buffer;
const asset = new Asset('cart.gltf', 'container', { url: 'cart.gltf', contents });
app.assets.add(asset);

asset.ready(() => {
    const container = asset.resource;
    if (!container) return;
    // One render asset per glTF mesh, shared by the nodes that use it
    console.log(container.renders.length); // → 2

    // One entity per node; nodes with a mesh get a Render component
    const cart = container.instantiateRenderEntity();
    app.root.addChild(cart);
    const names = cart.children.map((child) => {
        const hasRender = child instanceof Entity && child.render;
        return `${child.name}${hasRender ? '+render' : ''}`;
    });
    console.log(cart.name, cart.render ? 'has render' : 'no render'); // → Cart no render
    console.log(names.join(', ')); // → Body+render, WheelLeft+render, WheelRight+render

    // Node transforms become the entities' local transforms
    const wheel = cart.findByName('WheelLeft');
    console.log(wheel?.getLocalPosition().toString()); // → [-0.6, 0.3, 0]
});
app.assets.load(asset);
