import { Asset, GSplatData, GSplatResourceBase, Quat, Vec3, Vec4 } from 'playcanvas';

// One splat as a training tool writes it: log scales, logit opacity, SH coefficients.
// 9 f_rest values (3 per colour channel) mean one SH band.
const splat = {
    x: 1, y: 2, z: 3,
    f_dc_0: 1.77, f_dc_1: 0, f_dc_2: -1.77,
    ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f_rest_${i}`, 0])),
    opacity: 2.1972,
    scale_0: Math.log(0.2), scale_1: Math.log(0.05), scale_2: Math.log(0.05),
    rot_0: Math.SQRT1_2, rot_1: 0, rot_2: Math.SQRT1_2, rot_3: 0
};
const names = Object.keys(splat);
const header = ['ply', 'format binary_little_endian 1.0', 'element vertex 1',
    ...names.map((name) => `property float ${name}`), 'end_header', ''].join('\n');
const url = URL.createObjectURL(new Blob([header, new Float32Array(Object.values(splat))]));

const asset = new Asset('one-splat', 'gsplat', { url, filename: 'one-splat.ply' });
app.assets.add(asset);
await new Promise((resolve, reject) => {
    asset.once('load', resolve);
    asset.once('error', reject);
    app.assets.load(asset);
});
URL.revokeObjectURL(url);

const resource = asset.resource;
// A float PLY keeps its source data as a GSplatData
const data = resource instanceof GSplatResourceBase ? resource.gsplatData : null;
if (data instanceof GSplatData) {
    console.log(data.numSplats, data.shBands); // → 1 1

    // The iterator applies the same conversions as the renderer
    const p = new Vec3();
    const r = new Quat();
    const s = new Vec3();
    const c = new Vec4();
    data.createIter(p, r, s, c).read(0);
    console.log(p.toString()); // → [1, 2, 3]
    console.log(s.x.toFixed(2), s.y.toFixed(2), s.z.toFixed(2)); // → 0.20 0.05 0.05
    console.log(c.x.toFixed(2), c.y.toFixed(2), c.z.toFixed(2), c.w.toFixed(2)); // → 1.00 0.50 0.00 0.90
    // rot_0 is w: (w, x, y, z) = (0.707, 0, 0.707, 0) turns 90 degrees about Y
    console.log(r.getEulerAngles().y.toFixed(0)); // → 90
}
