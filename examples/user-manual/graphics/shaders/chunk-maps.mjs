import { SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, ShaderChunks, StandardMaterial } from 'playcanvas';

// The engine's chunks: one map per graphics device and language
const glsl = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_GLSL);
const wgsl = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_WGSL);
console.log(glsl.size > 200, wgsl.size > 200, glsl.get('emissivePS')?.includes('void getEmission()')); // → true true true

// A material starts with empty maps of its own
const material = new StandardMaterial();
const own = material.getShaderChunks(SHADERLANGUAGE_GLSL);
console.log(own.size); // → 0

// A chunk set there replaces the engine's chunk for this material only
own.set('emissivePS', 'void getEmission() { dEmission = vec3(1.0, 0.0, 0.0); }');
material.update();
console.log(own.size, glsl.get('emissivePS')?.includes('vec3(1.0, 0.0, 0.0)')); // → 1 false
