// Headless check of yaw-instancing.mjs, run by this manual's sample runner in
// Node. In a project the two chunk files are shader assets; Node has no asset
// server, so this harness reads the files with Node's fs and builds the assets
// in code with the same text. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import { Asset, AssetListLoader, Entity, SHADERLANGUAGE_GLSL } from 'playcanvas';
import { YawInstancing } from './yaw-instancing.mjs';

/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
const glslChunk = shaderAsset('yaw-instancing.glsl');
const wgslChunk = shaderAsset('yaw-instancing.wgsl');
await new Promise((resolve) => new AssetListLoader([glslChunk, wgslChunk], app.assets).load(resolve));

const chairs = new Entity('Chairs');
chairs.addComponent('render', { type: 'box' });
chairs.addComponent('script');
app.root.addChild(chairs);
chairs.script?.create(YawInstancing, { properties: { glslChunk, wgslChunk, count: 8, radius: 3 } });

const meshInstance = chairs.render?.meshInstances[0];
console.log(meshInstance?.instancingCount); // → 8
// One vec4 of 32-bit floats per copy: 16 bytes instead of the 64 of a matrix
console.log(meshInstance?.instancingData?.vertexBuffer?.format.size); // → 16
console.log(meshInstance?.material?.getShaderChunks(SHADERLANGUAGE_GLSL).get('transformInstancingVS') === glslChunk.resource); // → true

// A camera, so the frames after this code build the instanced shader
const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setPosition(0, 4, 8);
camera.lookAt(0, 0, 0);
app.root.addChild(camera);
