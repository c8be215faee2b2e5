import { Asset, BoundingBox, Entity, GSplatResourceBase } from 'playcanvas';

// Stand-in for a splat file: a binary PLY of 64 splats on a ring of radius 2 at height 1
const props = ['x', 'y', 'z', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity',
    'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'];
const count = 64;
const header = ['ply', 'format binary_little_endian 1.0', `element vertex ${count}`,
    ...props.map((p) => `property float ${p}`), 'end_header', ''].join('\n');
const values = new Float32Array(count * props.length);
for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    values.set([2 * Math.cos(angle), 1, 2 * Math.sin(angle), 0.5, 0.5, 0.5, 2, -3, -3, -3, 1, 0, 0, 0],
        i * props.length);
}
const url = URL.createObjectURL(new Blob([header, values]));

// A blob URL has no extension, so the filename picks the PLY parser
const asset = new Asset('ring', 'gsplat', { url, filename: 'ring.ply' });
let percent = 0;
asset.on('progress', (received, total) => {
    // total is 0 when the server sends no Content-Length header
    if (total > 0) percent = Math.round((received / total) * 100);
});
app.assets.add(asset);
await new Promise((resolve, reject) => {
    asset.once('load', resolve);
    asset.once('error', (message) => reject(new Error(`${asset.name}: ${message}`)));
    app.assets.load(asset);
});
URL.revokeObjectURL(url);
console.log(`${percent}%`); // → 100%

const splat = new Entity('splat');
splat.addComponent('gsplat', { asset });
app.root.addChild(splat);
console.log(splat.gsplat?.unified); // → true

/**
 * Moves `viewer` back along +Z until a sphere around `bounds` fills a vertical field of view of
 * `fov` degrees, and turns it towards the centre.
 *
 * @param {Entity} viewer - The camera entity.
 * @param {BoundingBox} bounds - Bounds in world space.
 * @param {number} fov - The camera's vertical field of view in degrees.
 */
function frameBounds(viewer, bounds, fov) {
    const radius = bounds.halfExtents.length();
    const distance = radius / Math.sin((fov * Math.PI) / 360);
    const centre = bounds.center;
    viewer.setPosition(centre.x, centre.y, centre.z + distance);
    viewer.lookAt(centre);
}

// In a page this is the camera entity, and fov is camera.camera.fov
const viewer = new Entity('viewer');
app.root.addChild(viewer);

const resource = asset.resource;
if (resource instanceof GSplatResourceBase) {
    // resource.aabb is in the splat's local space; the splat entity has no transform here
    frameBounds(viewer, resource.aabb, 45);
    const { x, y, z } = viewer.getPosition();
    console.log(x.toFixed(2), y.toFixed(2), z.toFixed(2)); // → 0.00 1.00 7.76
}
