// Headless check of what the pages say about the CPU sort (draw-order: the result arrives late,
// frame:ready says when it is shown; performance: frame:request asks for a frame when a sort
// finished; lod-streaming: frame:ready fires every frame for each camera and layer). Run by this
// manual's sample runner in Node, whose Worker is Node's worker thread, so the engine's sort
// worker runs; the runner lets it answer between frames. Pages do not show this file.
import { Entity, GSplatData, GSplatResource } from 'playcanvas';

// A camera looking at a row of 8 splats built in code
const names = ['x', 'y', 'z', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity'];
const properties = names.map((name) => ({ type: 'float', name, storage: new Float32Array(8).fill(name === 'rot_0' ? 1 : 0), byteSize: 4 }));
properties[0]?.storage.forEach((_, i, x) => { x[i] = i * 0.25; });
const splat = new Entity('Splat');
splat.addComponent('gsplat', { resource: new GSplatResource(app.graphicsDevice, new GSplatData([{ name: 'vertex', count: 8, properties }])) });
app.root.addChild(splat);
const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setLocalPosition(1, 0, 5);
app.root.addChild(camera);

/** @type {string[]} */
const frames = [];
let requests = 0;
// Its first argument is the Camera component (material:created passes the scene Camera)
app.systems.gsplat?.on('frame:ready', (component, layer, ready, loadingCount) => {
    frames.push(`${component === camera.camera}/${layer.name}/${ready}/${loadingCount}`);
});
app.systems.gsplat?.on('frame:request', () => requests++);

let frame = 0;
app.on('frameend', () => {
    frame++;
    // The first frame starts the sort and draws without its result; the next shows it
    if (frame === 1) console.log(frames.join(' '), requests); // → true/World/false/0 0
    if (frame === 2) console.log(frames.slice(1).join(' '), requests); // → true/World/true/0 1
    if (frame === 60) console.log(frames.length); // → 60
});
