// Shader code of the VHS/CRT effect, for the compose pass of CameraFrame.
// The GLSL string is used on WebGL2, the WGSL string on WebGPU. Both read the
// compose pass's own sceneTexture again at bent coordinates, and tone map
// what they read with its toneMap().

// Fragment stage, GLSL: the composeDeclarationsPS chunk of the CameraFrame compose pass,
// set with ShaderChunks.get(device, SHADERLANGUAGE_GLSL) by the vhsCrt script.
// composeDeclarationsPS: uniforms and functions, declared before main()
export const VHS_GLSL = /* glsl */ `
uniform float vhsTime;
uniform float vhsCurvature;
uniform float vhsBleed;
uniform float vhsScanlines;
uniform float vhsNoise;

float vhsHash(vec2 p) {
    return fract(sin(dot(p, vec2(12.9898, 78.233))) * 43758.5453);
}

vec3 vhsRead(vec2 uv) {
    return toneMap(max(vec3(0.0), texture2DLod(sceneTexture, uv, 0.0).rgb));
}

vec3 applyVhs(vec3 color, vec2 uv) {
    // Bend the picture outwards, like the glass of a tube
    vec2 c = uv * 2.0 - 1.0;
    c += c * (c.yx * c.yx) * vhsCurvature;
    vec2 st = c * 0.5 + 0.5;
    if (st.x < 0.0 || st.x > 1.0 || st.y < 0.0 || st.y > 1.0) return vec3(0.0);

    // A band of bad tracking that rolls over the picture
    float band = 1.0 - smoothstep(0.0, 0.03, abs(st.y - fract(vhsTime * 0.15)));
    st.x += band * 0.01 * (vhsHash(vec2(floor(st.y * 200.0), vhsTime)) - 0.5);

    // Red and blue bleed sideways
    float shift = vhsBleed * sceneTextureInvRes.x;
    vec3 col = vec3(vhsRead(st + vec2(shift, 0.0)).r, vhsRead(st).g, vhsRead(st - vec2(shift, 0.0)).b);

    col *= 0.8 + 0.2 * sin(st.y * vhsScanlines * 6.2832);
    col += (vhsHash(st * 400.0 + vhsTime) - 0.5) * vhsNoise;
    // Darker towards the rounded corners
    col *= 1.0 - 0.25 * dot(c, c);
    return max(col, vec3(0.0));
}
`;

// Fragment stage, WGSL: the composeDeclarationsPS chunk of the CameraFrame compose pass,
// set with ShaderChunks.get(device, SHADERLANGUAGE_WGSL) by the vhsCrt script.
export const VHS_WGSL = /* wgsl */ `
uniform vhsTime: f32;
uniform vhsCurvature: f32;
uniform vhsBleed: f32;
uniform vhsScanlines: f32;
uniform vhsNoise: f32;

fn vhsHash(p: vec2f) -> f32 {
    return fract(sin(dot(p, vec2f(12.9898, 78.233))) * 43758.5453);
}

fn vhsRead(uv: vec2f) -> vec3f {
    return toneMap(max(vec3f(0.0), textureSampleLevel(sceneTexture, sceneTextureSampler, uv, 0.0).rgb));
}

fn applyVhs(color: vec3f, uv: vec2f) -> vec3f {
    // Bend the picture outwards, like the glass of a tube
    var c = uv * 2.0 - 1.0;
    c += c * (c.yx * c.yx) * uniform.vhsCurvature;
    var st = c * 0.5 + 0.5;
    if (st.x < 0.0 || st.x > 1.0 || st.y < 0.0 || st.y > 1.0) {
        return vec3f(0.0);
    }

    // A band of bad tracking that rolls over the picture
    let band = 1.0 - smoothstep(0.0, 0.03, abs(st.y - fract(uniform.vhsTime * 0.15)));
    st.x += band * 0.01 * (vhsHash(vec2f(floor(st.y * 200.0), uniform.vhsTime)) - 0.5);

    // Red and blue bleed sideways
    let shift = uniform.vhsBleed * uniform.sceneTextureInvRes.x;
    var col = vec3f(vhsRead(st + vec2f(shift, 0.0)).r, vhsRead(st).g, vhsRead(st - vec2f(shift, 0.0)).b);

    col *= 0.8 + 0.2 * sin(st.y * uniform.vhsScanlines * 6.2832);
    col += (vhsHash(st * 400.0 + uniform.vhsTime) - 0.5) * uniform.vhsNoise;
    // Darker towards the rounded corners
    col *= 1.0 - 0.25 * dot(c, c);
    return max(col, vec3f(0.0));
}
`;

// Fragment stage, GLSL and WGSL: the composeMainEndPS chunk of the CameraFrame compose
// pass; it calls applyVhs() of the declarations above.
// composeMainEndPS: the same line in both languages
export const VHS_MAIN_END = 'result = applyVhs(result, uv);';
