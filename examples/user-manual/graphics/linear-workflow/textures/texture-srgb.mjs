import { Entity, PIXELFORMAT_RGBA8, PIXELFORMAT_SRGBA8, StandardMaterial, Texture } from 'playcanvas';

// A colour map: with srgb the texture gets an sRGB format, and the GPU converts
// each texel to linear when the shader samples it
const albedo = new Texture(app.graphicsDevice, { name: 'albedo', width: 4, height: 4, srgb: true });
console.log(albedo.srgb, albedo.format === PIXELFORMAT_SRGBA8); // → true true

// A data map (normals, gloss, metalness, AO): its bytes are numbers, not colours.
// srgb is false by default: the shader reads the bytes as they are
const normals = new Texture(app.graphicsDevice, { name: 'normals', width: 4, height: 4 });
console.log(normals.srgb, normals.format === PIXELFORMAT_RGBA8); // → false true

const material = new StandardMaterial();
material.diffuseMap = albedo;
material.normalMap = normals;
material.update();

const box = new Entity('crate');
box.addComponent('render', { type: 'box', material });
app.root.addChild(box);

// Changing the flag later swaps the format and recreates the texture on the GPU
normals.srgb = true;
console.log(normals.format === PIXELFORMAT_SRGBA8); // → true
normals.srgb = false; // back to the right setting for a normal map
console.log(normals.format === PIXELFORMAT_RGBA8); // → true
