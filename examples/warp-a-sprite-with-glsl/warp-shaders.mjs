// The four stages of the sprite's ShaderMaterial: WARP_VERTEX_GLSL and
// WARP_FRAGMENT_GLSL are used on WebGL2, the two WGSL strings on WebGPU.
// The vertex stage only places the quad; the fragment stage bends the
// texture coordinates before it reads the sprite.

// Vertex stage, GLSL: vertexGLSL of the ShaderMaterial the spriteWarp script creates.
export const WARP_VERTEX_GLSL = /* glsl */ `
attribute vec3 aPosition;
attribute vec2 aUv0;

uniform mat4 matrix_model;
uniform mat4 matrix_viewProjection;

varying vec2 vUv0;

void main(void) {
    vUv0 = aUv0;
    gl_Position = matrix_viewProjection * matrix_model * vec4(aPosition, 1.0);
}
`;

// Fragment stage, GLSL: fragmentGLSL of the ShaderMaterial the spriteWarp script creates.
export const WARP_FRAGMENT_GLSL = /* glsl */ `
#include "gammaPS"

uniform sampler2D uSprite;
uniform float uTime;
uniform float uSway;
uniform float uPoke;
uniform float uPokeAge;

varying vec2 vUv0;

void main(void) {
    vec2 uv = vUv0;

    // Sway: rows slide sideways; v = 0 is the top row of the canvas, so the
    // hem (v near 1) swings most and the head stays almost still
    uv.x += sin(uv.y * 5.0 + uTime * 3.0) * 0.04 * uSway * uv.y;

    // Poke: a ring that runs out from the centre and fades
    vec2 fromCentre = uv - 0.5;
    float r = length(fromCentre);
    float ring = sin(r * 40.0 - uPokeAge * 14.0) * exp(-r * 4.0);
    uv += fromCentre * ring * 0.25 * uPoke;

    // Outside the texture there is nothing to draw
    vec2 inside = step(vec2(0.0), uv) * step(uv, vec2(1.0));
    vec4 texel = texture2D(uSprite, uv);
    float alpha = texel.a * inside.x * inside.y;
    if (alpha < 0.01) discard;

    gl_FragColor = vec4(gammaCorrectOutput(texel.rgb), alpha);
}
`;

// Vertex stage, WGSL: vertexWGSL of the ShaderMaterial the spriteWarp script creates.
export const WARP_VERTEX_WGSL = /* wgsl */ `
attribute aPosition: vec3f;
attribute aUv0: vec2f;

uniform matrix_model: mat4x4f;
uniform matrix_viewProjection: mat4x4f;

varying vUv0: vec2f;

@vertex
fn vertexMain(input: VertexInput) -> VertexOutput {
    var output: VertexOutput;
    output.vUv0 = input.aUv0;
    output.position = uniform.matrix_viewProjection * uniform.matrix_model * vec4f(input.aPosition, 1.0);
    return output;
}
`;

// Fragment stage, WGSL: fragmentWGSL of the ShaderMaterial the spriteWarp script creates.
export const WARP_FRAGMENT_WGSL = /* wgsl */ `
#include "gammaPS"

var uSprite: texture_2d<f32>;
var uSpriteSampler: sampler;
uniform uTime: f32;
uniform uSway: f32;
uniform uPoke: f32;
uniform uPokeAge: f32;

varying vUv0: vec2f;

@fragment
fn fragmentMain(input: FragmentInput) -> FragmentOutput {
    var output: FragmentOutput;
    var uv = input.vUv0;

    // Sway: rows slide sideways; v = 0 is the top row of the canvas, so the
    // hem (v near 1) swings most and the head stays almost still
    uv.x += sin(uv.y * 5.0 + uniform.uTime * 3.0) * 0.04 * uniform.uSway * uv.y;

    // Poke: a ring that runs out from the centre and fades
    let fromCentre = uv - 0.5;
    let r = length(fromCentre);
    let ring = sin(r * 40.0 - uniform.uPokeAge * 14.0) * exp(-r * 4.0);
    uv += fromCentre * ring * 0.25 * uniform.uPoke;

    // Outside the texture there is nothing to draw
    let inside = step(vec2f(0.0), uv) * step(uv, vec2f(1.0));
    let texel = textureSample(uSprite, uSpriteSampler, uv);
    let alpha = texel.a * inside.x * inside.y;
    if (alpha < 0.01) {
        discard;
    }

    output.color = vec4f(gammaCorrectOutput(texel.rgb), alpha);
    return output;
}
`;
