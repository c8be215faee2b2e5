import { SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, ShaderChunks } from 'playcanvas';

// The engine's current code of a chunk, to port an override onto
const glsl = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_GLSL).get('ambientPS') ?? '';
const wgsl = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_WGSL).get('ambientPS') ?? '';
console.log(glsl.match(/void addAmbient\([^)]*\)/)?.[0]); // → void addAmbient(vec3 worldNormal)
console.log(wgsl.match(/fn addAmbient\([^)]*\)/)?.[0]); // → fn addAmbient(worldNormal: vec3f)

// Since 2.23 it names the environment atlas through {LIT_ENV_ATLAS}
console.log(glsl.includes('{LIT_ENV_ATLAS}'), glsl.includes('texture_envAtlas')); // → true false
console.log(wgsl.includes('{LIT_ENV_ATLAS}Sampler')); // → true
