// Fragment stage, WGSL: the whole fragment shader of InkPass. Registered as the
// chunk inkOutlinePS and compiled by ShaderUtils.createShader() with the
// engine's quadVS vertex chunk, which provides uv0.
// Inks the pixels where the brightness changes sharply (a Sobel filter).
var inkSource: texture_2d<f32>;
var inkSourceSampler: sampler;
uniform inkSourceInvRes: vec2f;
uniform inkColor: vec3f;
uniform inkThreshold: f32;
varying uv0: vec2f;

fn brightness(uv: vec2f) -> f32 {
    let color = textureSampleLevel(inkSource, inkSourceSampler, uv, 0.0).rgb;
    // log2 compresses HDR values, so very bright areas do not ink everything
    return log2(1.0 + dot(color, vec3f(0.2126, 0.7152, 0.0722)));
}

@fragment
fn fragmentMain(input: FragmentInput) -> FragmentOutput {
    var output: FragmentOutput;
    let uv = input.uv0;
    let px = uniform.inkSourceInvRes;
    let tl = brightness(uv + vec2f(-px.x, px.y));
    let t = brightness(uv + vec2f(0.0, px.y));
    let tr = brightness(uv + vec2f(px.x, px.y));
    let l = brightness(uv + vec2f(-px.x, 0.0));
    let r = brightness(uv + vec2f(px.x, 0.0));
    let bl = brightness(uv + vec2f(-px.x, -px.y));
    let b = brightness(uv + vec2f(0.0, -px.y));
    let br = brightness(uv + vec2f(px.x, -px.y));
    let gx = (tr + 2.0 * r + br) - (tl + 2.0 * l + bl);
    let gy = (tl + 2.0 * t + tr) - (bl + 2.0 * b + br);
    let edge = smoothstep(uniform.inkThreshold, uniform.inkThreshold * 2.0, length(vec2f(gx, gy)));

    let scene = textureSampleLevel(inkSource, inkSourceSampler, uv, 0.0);
    output.color = vec4f(mix(scene.rgb, uniform.inkColor, edge), scene.a);
    return output;
}
