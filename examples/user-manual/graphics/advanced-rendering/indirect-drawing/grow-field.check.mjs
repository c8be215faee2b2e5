// Headless check of grow-field.mjs, run by this manual's sample runner in
// Node. In a project the compute shader is a shader asset; Node has no asset
// server, so this harness reads the file with Node's fs and builds the asset
// in code with the same text. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import { Asset, AssetListLoader, Entity } from 'playcanvas';
import { GrowField } from './grow-field.mjs';

const file = 'grow-count.wgsl';
const countShader = new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
await new Promise((resolve) => new AssetListLoader([countShader], app.assets).load(resolve));

const field = new Entity('Field');
field.addComponent('render', { type: 'cone' });
field.addComponent('script');
app.root.addChild(field);
field.script?.create(GrowField, { properties: { countShader, rows: 10, seconds: 4 } });

// The null device, like WebGL 2, has no indirect drawing: the CPU path runs
const meshInstance = field.render?.meshInstances[0];
console.log(app.graphicsDevice.supportsIndirectDraw, meshInstance?.instancingCount); // → false 0

// The runner advances 60 frames of 1/60 s: one second of four, a quarter of 100
let frames = 0;
app.on('postrender', () => {
    if (++frames === 60) console.log(meshInstance?.instancingCount); // → 25
});
