// Vertex stage, GLSL: replaces the gsplatModifyVS chunk of the scene's gsplat material
// (app.scene.gsplat.material), so it applies to every Gaussian Splat component. A bright
// band that sweeps through the splats: splats near the height uBandHeight take uBandColor.
uniform float uBandHeight;
uniform vec3 uBandColor;

// Unified rendering passes world-space centers: leave them where they are
void modifySplatCenter(inout vec3 center) {
}

void modifySplatRotationScale(vec3 originalCenter, vec3 modifiedCenter, inout vec4 rotation, inout vec3 scale) {
}

void modifySplatColor(vec3 center, inout vec4 color) {
    // 1 at the band's height, falling to 0 at 0.25 units above or below it
    float band = 1.0 - smoothstep(0.0, 0.25, abs(center.y - uBandHeight));
    color.rgb = mix(color.rgb, uBandColor, band * 0.8);
}
