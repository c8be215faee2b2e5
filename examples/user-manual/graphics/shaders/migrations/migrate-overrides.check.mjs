// Headless check of migrate-overrides.mjs, run by this manual's sample runner
// in Node. In a project the chunk files are shader assets; Node has no asset
// server, so this harness reads the files with Node's fs and builds the
// assets in code with the same text. Pages do not show this file.
// @ts-ignore: Node's file module (no Node types in the sample checker)
import { readFileSync } from 'node:fs';
import { Asset, AssetListLoader, Entity, SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, StandardMaterial } from 'playcanvas';
import { HemisphereAmbient } from './migrate-overrides.mjs';

/** @param {string} file */
const shaderAsset = (file) => new Asset(file, 'shader', undefined, readFileSync(new URL(file, import.meta.url), 'utf8'));
const ambientGLSL = shaderAsset('hemisphere-ambient.glsl');
const ambientWGSL = shaderAsset('hemisphere-ambient.wgsl');
await new Promise((resolve) => new AssetListLoader([ambientGLSL, ambientWGSL], app.assets).load(resolve));

const material = new StandardMaterial();
const statue = new Entity('Statue');
statue.addComponent('render', { type: 'capsule', material });
statue.addComponent('script');
app.root.addChild(statue);
statue.script?.create(HemisphereAmbient, { properties: { ambientGLSL, ambientWGSL } });

// A camera, so the frames after this code build the shader with the override
const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setPosition(0, 1, 5);
app.root.addChild(camera);

console.log(material.shaderChunksVersion, material.getShaderChunks(SHADERLANGUAGE_WGSL).has('ambientPS')); // → 2.23 true
console.log(material.getShaderChunks(SHADERLANGUAGE_GLSL).get('ambientPS') === ambientGLSL.resource); // → true
