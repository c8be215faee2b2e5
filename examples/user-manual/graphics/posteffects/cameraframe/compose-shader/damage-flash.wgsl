// Fragment stage, WGSL: the composeDeclarationsPS chunk of the CameraFrame
// compose pass, set with ShaderChunks.get(device, SHADERLANGUAGE_WGSL).
// composeMainEndPS calls applyDamageFlash() on the tone-mapped, linear result.
uniform uDamage: f32;
uniform uDamageColor: vec3f;

fn applyDamageFlash(color: vec3f, uv: vec2f) -> vec3f {
    // 0 in the middle of the screen, 1 towards the corners
    let edge = smoothstep(0.3, 0.75, length(uv - vec2f(0.5)) * 1.2);
    return mix(color, uniform.uDamageColor, edge * uniform.uDamage);
}
