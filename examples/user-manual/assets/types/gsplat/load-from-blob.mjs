import { Asset, Entity, GSplatResourceBase } from 'playcanvas';

// A binary little-endian PLY with three splats, written in code as a stand-in for a file
// that a user picked or dropped on the page
const props = ['x', 'y', 'z', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity',
    'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'];
const count = 3;
const header = ['ply', 'format binary_little_endian 1.0', `element vertex ${count}`,
    ...props.map((p) => `property float ${p}`), 'end_header', ''].join('\n');
const values = new Float32Array(count * props.length);
for (let i = 0; i < count; i++) {
    const row = values.subarray(i * props.length, (i + 1) * props.length);
    row.set([i, 0, 0, 0.5, 0.5, 0.5, 2, -3, -3, -3, 1, 0, 0, 0]);
}
const url = URL.createObjectURL(new Blob([header, values]));

// A blob URL has no extension, so the filename tells the handler which parser to use
const splat = new Asset('three-dots', 'gsplat', { url, filename: 'three-dots.ply' });
app.assets.add(splat);
await new Promise((resolve, reject) => {
    splat.once('load', resolve);
    splat.once('error', (err) => reject(new Error(`cannot load ${splat.name}: ${err}`)));
    app.assets.load(splat);
});
URL.revokeObjectURL(url);

const resource = splat.resource;
if (resource instanceof GSplatResourceBase) {
    // Three splats along X at 0, 1 and 2: the bounds are centred on x = 1
    console.log(resource.numSplats, resource.aabb.center.x.toFixed(1)); // → 3 1.0
}

const dots = new Entity('ThreeDots');
dots.addComponent('gsplat', { asset: splat });
app.root.addChild(dots);
