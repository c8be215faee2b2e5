// Fragment stage, WGSL: replaces the gsplatModifyPS chunk of the scene's gsplat material
// (app.scene.gsplat.material), run for every pixel of every splat in the forward pass.
// A hologram look: a cyan tint, and every other band of uLineSpacing pixel rows dimmed.
uniform uLineSpacing: f32;

// gaussianUV: (0, 0) at the splat center, length 1 at its clipped edge.
// color: the splat colour, and its alpha after the gaussian falloff (not premultiplied).
fn modifySplatColor(gaussianUV: vec2f, color: ptr<function, vec4f>) {
    let bright = step(fract(pcPosition.y / (2.0 * uniform.uLineSpacing)), 0.5);
    let tinted = mix((*color).rgb, vec3f(0.3, 0.9, 1.0), 0.5);
    *color = vec4f(tinted, (*color).a * mix(0.35, 1.0, bright));
}
