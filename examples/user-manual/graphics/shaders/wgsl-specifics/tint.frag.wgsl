// Fragment stage, WGSL: `fragmentWGSL` of a ShaderMaterial.
// A texture takes the sampler declared right after it.
#include "tonemappingPS"
#include "gammaPS"

var uPattern: texture_2d<f32>;
var uPatternSampler: sampler;
uniform uTint: vec3f;

varying vUv0: vec2f;

@fragment
fn fragmentMain(input: FragmentInput) -> FragmentOutput {
    var output: FragmentOutput;
    var color = textureSample(uPattern, uPatternSampler, input.vUv0).rgb * uniform.uTint;
    #ifdef STRIPES
        color = color * step(0.5, fract(input.vUv0.x * 8.0));
    #endif
    output.color = vec4f(gammaCorrectOutput(toneMap(color)), 1.0);
    return output;
}
