// Fragment stage, WGSL: the whole fragment shader of PosterizePass. Registered
// as the chunk retroPosterizePS and compiled by ShaderUtils.createShader() with
// the engine's quadVS vertex chunk, which provides uv0.
// Reduces each colour channel to retroLevels steps.
var retroSource: texture_2d<f32>;
var retroSourceSampler: sampler;
uniform retroLevels: f32;
varying uv0: vec2f;

@fragment
fn fragmentMain(input: FragmentInput) -> FragmentOutput {
    var output: FragmentOutput;
    let color = textureSample(retroSource, retroSourceSampler, input.uv0).rgb;
    let steps = uniform.retroLevels - 1.0;
    output.color = vec4f(floor(color * steps + 0.5) / steps, 1.0);
    return output;
}
