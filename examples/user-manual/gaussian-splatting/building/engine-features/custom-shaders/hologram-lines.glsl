// Fragment stage, GLSL: replaces the gsplatModifyPS chunk of the scene's gsplat material
// (app.scene.gsplat.material), run for every pixel of every splat in the forward pass.
// A hologram look: a cyan tint, and every other band of uLineSpacing pixel rows dimmed.
uniform float uLineSpacing;

// gaussianUV: (0, 0) at the splat center, length 1 at its clipped edge.
// color: the splat colour, and its alpha after the gaussian falloff (not premultiplied).
void modifySplatColor(vec2 gaussianUV, inout vec4 color) {
    float bright = step(fract(gl_FragCoord.y / (2.0 * uLineSpacing)), 0.5);
    color.rgb = mix(color.rgb, vec3(0.3, 0.9, 1.0), 0.5);
    color.a *= mix(0.35, 1.0, bright);
}
