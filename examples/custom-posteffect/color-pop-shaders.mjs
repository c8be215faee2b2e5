// Shader code of the colour-pop effect, for the compose pass of CameraFrame.
// The GLSL string is used on WebGL2, the WGSL string on WebGPU.

// Fragment stage, GLSL: the composeDeclarationsPS chunk of the CameraFrame compose pass,
// set with ShaderChunks.get(device, SHADERLANGUAGE_GLSL) by the colorPop script.
// composeDeclarationsPS: uniforms and a function, declared before main()
export const COLOR_POP_GLSL = /* glsl */ `
uniform vec3 popColor;
uniform float popRange;
uniform float popStrength;

vec3 applyColorPop(vec3 color) {
    float grey = dot(color, vec3(0.2126, 0.7152, 0.0722));
    // Compare hues only: the direction of the RGB vector, not its length
    float similarity = dot(normalize(color + 1e-4), normalize(popColor + 1e-4));
    float keep = smoothstep(1.0 - popRange, 1.0, similarity);
    return mix(color, mix(vec3(grey), color, keep), popStrength);
}
`;

// Fragment stage, WGSL: the composeDeclarationsPS chunk of the CameraFrame compose pass,
// set with ShaderChunks.get(device, SHADERLANGUAGE_WGSL) by the colorPop script.
export const COLOR_POP_WGSL = /* wgsl */ `
uniform popColor: vec3f;
uniform popRange: f32;
uniform popStrength: f32;

fn applyColorPop(color: vec3f) -> vec3f {
    let grey = dot(color, vec3f(0.2126, 0.7152, 0.0722));
    // Compare hues only: the direction of the RGB vector, not its length
    let similarity = dot(normalize(color + vec3f(1e-4)), normalize(uniform.popColor + vec3f(1e-4)));
    let keep = smoothstep(1.0 - uniform.popRange, 1.0, similarity);
    return mix(color, mix(vec3f(grey), color, keep), uniform.popStrength);
}
`;

// Fragment stage, GLSL and WGSL: the composeMainEndPS chunk of the CameraFrame compose
// pass; it calls applyColorPop() of the declarations above.
// composeMainEndPS: the same line in both languages, run on the
// tone-mapped, still linear colour `result`
export const COLOR_POP_MAIN_END = 'result = applyColorPop(result);';
