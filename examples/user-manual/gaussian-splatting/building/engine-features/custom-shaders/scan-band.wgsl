// Vertex stage, WGSL: replaces the gsplatModifyVS chunk of the scene's gsplat material
// (app.scene.gsplat.material), so it applies to every Gaussian Splat component. A bright
// band that sweeps through the splats: splats near the height uBandHeight take uBandColor.
uniform uBandHeight: f32;
uniform uBandColor: vec3f;

// Unified rendering passes world-space centers: leave them where they are
fn modifySplatCenter(center: ptr<function, vec3f>) {
}

fn modifySplatRotationScale(originalCenter: vec3f, modifiedCenter: vec3f, rotation: ptr<function, vec4f>, scale: ptr<function, vec3f>) {
}

fn modifySplatColor(center: vec3f, color: ptr<function, vec4f>) {
    // 1 at the band's height, falling to 0 at 0.25 units above or below it
    let band = 1.0 - smoothstep(0.0, 0.25, abs(center.y - uniform.uBandHeight));
    *color = vec4f(mix((*color).rgb, uniform.uBandColor, band * 0.8), (*color).a);
}
