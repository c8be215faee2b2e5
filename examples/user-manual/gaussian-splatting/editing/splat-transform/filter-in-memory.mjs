// SplatTransform as a library: build Gaussians in memory, keep those inside a box,
// double their size, write a PLY into memory and read it back.
import { Vec3 } from 'playcanvas';
import {
    Column,
    DataTable,
    MemoryFileSystem,
    MemoryReadFileSystem,
    createChunkDataPool,
    dataTableToChunkSource,
    getInputFormat,
    getOutputFormat,
    materializeToDataTable,
    processSourceBridged,
    readFile,
    readFileInfo,
    writeSource
} from '@playcanvas/splat-transform';

// Ten small grey Gaussians in a row along X, at x = 0, 1, ... 9.
const count = 10;
const column = (name, value) => new Column(name, Float32Array.from({ length: count }, (_, i) => value(i)));
const table = new DataTable([
    column('x', i => i), column('y', () => 0), column('z', () => 0),
    column('rot_0', () => 1), column('rot_1', () => 0), column('rot_2', () => 0), column('rot_3', () => 0),
    column('scale_0', () => Math.log(0.1)), column('scale_1', () => Math.log(0.1)), column('scale_2', () => Math.log(0.1)),
    column('f_dc_0', () => 0), column('f_dc_1', () => 0), column('f_dc_2', () => 0),
    column('opacity', () => 4)
]);

// The same actions as `-B -0.5,-1,-1,4.5,1,1 -s 2` on the command line, in that order.
const pool = createChunkDataPool();
const source = await processSourceBridged(dataTableToChunkSource(table), [
    { kind: 'filterBox', min: new Vec3(-0.5, -1, -1), max: new Vec3(4.5, 1, 1) },
    { kind: 'scale', value: 2 }
], pool);
console.log(source.meta.numGaussians); // → 5
// The scale is held as a pending transform; the columns change only when written.
console.log(source.meta.transform.scale); // → 2

// Write a binary PLY into memory instead of a file.
const output = new MemoryFileSystem();
await writeSource({
    filename: 'row.ply',
    outputFormat: getOutputFormat('row.ply', {}),
    source,
    pool,
    options: {}
}, output);
await source.close();

// Read the header only, as a server would check an upload.
const bytes = output.results.get('row.ply');
if (!bytes) throw new Error('row.ply was not written');
const input = new MemoryReadFileSystem();
input.set('row.ply', bytes);
const options = { filename: 'row.ply', inputFormat: getInputFormat('row.ply'), fileSystem: input };
const info = await readFileInfo(options);
console.log(`${info.format} ${info.numGaussians} ${info.shBands}`); // → ply 5 0

// The stored x values: scaled by 2, and negated because PLY files are stored
// rotated 180 degrees about Z relative to PlayCanvas.
const [stored] = await readFile(options);
const x = (await materializeToDataTable(stored, pool)).getColumnByName('x');
console.log(Array.from(x?.data ?? []).join(' ')); // → 0 -2 -4 -6 -8
await stored.close();
