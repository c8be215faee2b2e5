// Fragment shaders of ShockwavePass, a full-screen pass made with
// ShaderUtils.createShader() and the engine's quadVS vertex chunk, which
// provides uv0. The GLSL string is used on WebGL2, the WGSL string on WebGPU.
// shockCenter comes in with y pointing down, as on the screen; uv0 points up
// in GLSL and down in WGSL, so only the GLSL code flips it.

// Fragment stage, GLSL: the whole fragment shader of ShockwavePass. Registered as the
// chunk tutorialShockwavePS and compiled with the engine's quadVS vertex chunk.
export const SHOCKWAVE_GLSL = /* glsl */ `
uniform sampler2D shockSource;
uniform vec2 shockCenter;
uniform float shockRadius;
uniform float shockWidth;
uniform float shockStrength;
uniform float shockAspect;
varying vec2 uv0;

void main() {
    vec2 center = vec2(shockCenter.x, 1.0 - shockCenter.y);
    // Measure in units of the screen height, so the ring stays round
    vec2 delta = (uv0 - center) * vec2(shockAspect, 1.0);
    float dist = length(delta);
    // -1 at the inner edge of the ring, 0 on the front, 1 at the outer edge
    float x = clamp((dist - shockRadius) / shockWidth, -1.0, 1.0);
    float push = x * (1.0 - x * x) * shockStrength;
    vec2 dir = delta / max(dist, 1e-4) / vec2(shockAspect, 1.0);
    vec3 color = texture2D(shockSource, uv0 - dir * push).rgb;
    // A faint bright rim on the front of the wave
    color += (1.0 - x * x) * (1.0 - abs(x)) * shockStrength * 2.0;
    gl_FragColor = vec4(color, 1.0);
}
`;

// Fragment stage, WGSL: the whole fragment shader of ShockwavePass. Registered as the
// chunk tutorialShockwavePS and compiled with the engine's quadVS vertex chunk.
export const SHOCKWAVE_WGSL = /* wgsl */ `
var shockSource: texture_2d<f32>;
var shockSourceSampler: sampler;
uniform shockCenter: vec2f;
uniform shockRadius: f32;
uniform shockWidth: f32;
uniform shockStrength: f32;
uniform shockAspect: f32;
varying uv0: vec2f;

@fragment
fn fragmentMain(input: FragmentInput) -> FragmentOutput {
    var output: FragmentOutput;
    let aspect = vec2f(uniform.shockAspect, 1.0);
    // Measure in units of the screen height, so the ring stays round
    let delta = (input.uv0 - uniform.shockCenter) * aspect;
    let dist = length(delta);
    // -1 at the inner edge of the ring, 0 on the front, 1 at the outer edge
    let x = clamp((dist - uniform.shockRadius) / uniform.shockWidth, -1.0, 1.0);
    let push = x * (1.0 - x * x) * uniform.shockStrength;
    let dir = delta / max(dist, 1e-4) / aspect;
    var color = textureSample(shockSource, shockSourceSampler, input.uv0 - dir * push).rgb;
    // A faint bright rim on the front of the wave
    color += (1.0 - x * x) * (1.0 - abs(x)) * uniform.shockStrength * 2.0;
    output.color = vec4f(color, 1.0);
    return output;
}
`;
