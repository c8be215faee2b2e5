// Fragment stage, WGSL: replaces the emissivePS chunk of a StandardMaterial
// (material.getShaderChunks(SHADERLANGUAGE_WGSL).set('emissivePS', ...)).
// Uniforms are declared with `uniform` and read through `uniform.`.
uniform material_emissive: vec3f;
uniform uPulse: f32;

fn getEmission() {
    dEmission = uniform.material_emissive * uniform.uPulse;
}
