// The two shader stages of the mirror's ShaderMaterial: vertexGLSL and
// fragmentGLSL are used on WebGL2, vertexWGSL and fragmentWGSL on WebGPU.
// The fragment stage reads the reflection texture at the pixel's own place
// on the screen, with y turned over, because the reflection camera sees the
// scene upside down.

// Vertex stage, GLSL: vertexGLSL of the ShaderMaterial the planarMirror script creates.
export const MIRROR_VERTEX_GLSL = /* glsl */ `
attribute vec3 aPosition;

uniform mat4 matrix_model;
uniform mat4 matrix_viewProjection;

void main(void) {
    gl_Position = matrix_viewProjection * matrix_model * vec4(aPosition, 1.0);
}
`;

// Fragment stage, GLSL: fragmentGLSL of the ShaderMaterial the planarMirror script creates.
export const MIRROR_FRAGMENT_GLSL = /* glsl */ `
#include "gammaPS"

uniform vec4 screen_size;
uniform sampler2D uReflection;
uniform vec3 uTint;
uniform float uStrength;

void main(void) {
    // 0..1 across the canvas (screen_size is the canvas size); the reflection is upside down
    vec2 uv = gl_FragCoord.xy * screen_size.zw;
    uv.y = 1.0 - uv.y;
    vec3 reflection = texture2D(uReflection, uv).rgb;
    vec3 color = mix(uTint, reflection * uTint * 1.6, uStrength);
    gl_FragColor = vec4(gammaCorrectOutput(color), 1.0);
}
`;

// Vertex stage, WGSL: vertexWGSL of the ShaderMaterial the planarMirror script creates.
export const MIRROR_VERTEX_WGSL = /* wgsl */ `
attribute aPosition: vec3f;

uniform matrix_model: mat4x4f;
uniform matrix_viewProjection: mat4x4f;

@vertex
fn vertexMain(input: VertexInput) -> VertexOutput {
    var output: VertexOutput;
    output.position = uniform.matrix_viewProjection * uniform.matrix_model * vec4f(input.aPosition, 1.0);
    return output;
}
`;

// Fragment stage, WGSL: fragmentWGSL of the ShaderMaterial the planarMirror script creates.
export const MIRROR_FRAGMENT_WGSL = /* wgsl */ `
#include "gammaPS"

uniform screen_size: vec4f;
var uReflection: texture_2d<f32>;
var uReflectionSampler: sampler;
uniform uTint: vec3f;
uniform uStrength: f32;

@fragment
fn fragmentMain(input: FragmentInput) -> FragmentOutput {
    var output: FragmentOutput;
    // 0..1 across the canvas (screen_size is the canvas size); the reflection is upside down
    var uv = pcPosition.xy * uniform.screen_size.zw;
    uv.y = 1.0 - uv.y;
    let reflection = textureSample(uReflection, uReflectionSampler, uv).rgb;
    let color = mix(uniform.uTint, reflection * uniform.uTint * 1.6, uniform.uStrength);
    output.color = vec4f(gammaCorrectOutput(color), 1.0);
    return output;
}
`;
