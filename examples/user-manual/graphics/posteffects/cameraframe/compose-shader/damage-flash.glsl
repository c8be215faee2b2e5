// Fragment stage, GLSL: the composeDeclarationsPS chunk of the CameraFrame
// compose pass, set with ShaderChunks.get(device, SHADERLANGUAGE_GLSL).
// composeMainEndPS calls applyDamageFlash() on the tone-mapped, linear result.
uniform float uDamage;
uniform vec3 uDamageColor;

vec3 applyDamageFlash(vec3 color, vec2 uv) {
    // 0 in the middle of the screen, 1 towards the corners
    float edge = smoothstep(0.3, 0.75, length(uv - vec2(0.5)) * 1.2);
    return mix(color, uDamageColor, edge * uDamage);
}
