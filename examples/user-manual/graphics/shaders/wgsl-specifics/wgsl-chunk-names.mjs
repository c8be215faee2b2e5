import { SHADERLANGUAGE_GLSL, SHADERLANGUAGE_WGSL, ShaderChunks } from 'playcanvas';

/** The names of the functions a chunk defines, each once. */
const functionNames = (code, pattern) => [...new Set([...code.matchAll(pattern)].map((match) => match[1]))].join(', ');

// GLSL overloads one name per type; WGSL has no overloads, so the names differ
const glsl = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_GLSL).get('gammaPS') ?? '';
const wgsl = ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_WGSL).get('gammaPS') ?? '';
console.log(functionNames(glsl, /(?:float|vec3|vec4) (\w+)\(/g)); // → gammaCorrectInput, gammaCorrectOutput
console.log(functionNames(wgsl, /fn (\w+)\(/g)); // → gammaCorrectInput, gammaCorrectInputVec3, gammaCorrectInputVec4, gammaCorrectOutput
