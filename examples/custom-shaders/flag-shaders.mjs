// The four shader stages of the flag's ShaderMaterial: vertexGLSL and
// fragmentGLSL are used on WebGL2, vertexWGSL and fragmentWGSL on WebGPU.
// The engine adds the #version line, precision and its own uniforms'
// declarations; the code declares what it uses.

// Vertex stage, GLSL: vertexGLSL of the ShaderMaterial the wavingFlag script creates.
export const FLAG_VERTEX_GLSL = /* glsl */ `
attribute vec3 aPosition;
attribute vec2 aUv0;

uniform mat4 matrix_model;
uniform mat4 matrix_viewProjection;
uniform float uTime;

varying vec2 vUv0;
varying float vShade;

void main(void) {
    vec3 pos = aPosition;
    // Waves run from the pole (u = 0) to the free end, and grow along the way
    float phase = aUv0.x * 9.0 - uTime * 4.0;
    pos.y += sin(phase) * 0.18 * aUv0.x;
    // The slope of the wave darkens the cloth where it turns away
    vShade = 0.8 + 0.2 * cos(phase);
    vUv0 = aUv0;
    gl_Position = matrix_viewProjection * matrix_model * vec4(pos, 1.0);
}
`;

// Fragment stage, GLSL: fragmentGLSL of the ShaderMaterial the wavingFlag script creates.
export const FLAG_FRAGMENT_GLSL = /* glsl */ `
#include "gammaPS"

uniform vec3 uColorA;
uniform vec3 uColorB;

varying vec2 vUv0;
varying float vShade;

void main(void) {
    // Three horizontal stripes
    float stripe = step(0.5, fract(vUv0.y * 1.5));
    vec3 color = mix(uColorA, uColorB, stripe) * vShade;
    gl_FragColor = vec4(gammaCorrectOutput(color), 1.0);
}
`;

// Vertex stage, WGSL: vertexWGSL of the ShaderMaterial the wavingFlag script creates.
export const FLAG_VERTEX_WGSL = /* wgsl */ `
attribute aPosition: vec3f;
attribute aUv0: vec2f;

uniform matrix_model: mat4x4f;
uniform matrix_viewProjection: mat4x4f;
uniform uTime: f32;

varying vUv0: vec2f;
varying vShade: f32;

@vertex
fn vertexMain(input: VertexInput) -> VertexOutput {
    var output: VertexOutput;
    var pos = input.aPosition;
    // Waves run from the pole (u = 0) to the free end, and grow along the way
    let phase = input.aUv0.x * 9.0 - uniform.uTime * 4.0;
    pos.y += sin(phase) * 0.18 * input.aUv0.x;
    // The slope of the wave darkens the cloth where it turns away
    output.vShade = 0.8 + 0.2 * cos(phase);
    output.vUv0 = input.aUv0;
    output.position = uniform.matrix_viewProjection * uniform.matrix_model * vec4f(pos, 1.0);
    return output;
}
`;

// Fragment stage, WGSL: fragmentWGSL of the ShaderMaterial the wavingFlag script creates.
export const FLAG_FRAGMENT_WGSL = /* wgsl */ `
#include "gammaPS"

uniform uColorA: vec3f;
uniform uColorB: vec3f;

varying vUv0: vec2f;
varying vShade: f32;

@fragment
fn fragmentMain(input: FragmentInput) -> FragmentOutput {
    var output: FragmentOutput;
    // Three horizontal stripes
    let stripe = step(0.5, fract(input.vUv0.y * 1.5));
    let color = mix(uniform.uColorA, uniform.uColorB, stripe) * input.vShade;
    output.color = vec4f(gammaCorrectOutput(color), 1.0);
    return output;
}
`;
