import { Asset, Entity } from 'playcanvas';

// The geometry: a glTF with one triangle, as the import stores it in the container asset
const data = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
const base64 = btoa(String.fromCharCode(...new Uint8Array(data.buffer)));
const gltf = {
    asset: { version: '2.0' },
    scenes: [{ nodes: [0] }],
    nodes: [{ name: 'Rock', mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0, NORMAL: 1 } }] }],
    accessors: [
        { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] },
        { bufferView: 0, byteOffset: 36, componentType: 5126, count: 3, type: 'VEC3' }
    ],
    bufferViews: [{ buffer: 0, byteLength: 72 }],
    buffers: [{ byteLength: 72, uri: `data:application/octet-stream;base64,${base64}` }]
};
const contents = new TextEncoder().encode(JSON.stringify(gltf)).buffer;
const container = new Asset('rock.gltf', 'container', { url: 'rock.gltf', contents });
app.assets.add(container);

// A render asset holds no geometry: only which container and which mesh in it
const render = new Asset('Rock', 'render', undefined, {
    containerAsset: container.id,
    renderIndex: 0
});
app.assets.add(render);

const rock = new Entity('Rock');
rock.addComponent('render', { type: 'asset', asset: render.id });
app.root.addChild(rock);

render.ready(() => {
    console.log(container.loaded); // → true
    console.log(render.resource?.meshes?.length); // → 1
    console.log(rock.render?.meshInstances.length); // → 1
});
app.assets.load(render);
