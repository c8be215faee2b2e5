// Fragment stage, GLSL: replaces the emissivePS chunk of a StandardMaterial
// (material.getShaderChunks(SHADERLANGUAGE_GLSL).set('emissivePS', ...)).
// getEmission() writes dEmission, which the lit shader declares.
uniform vec3 material_emissive;
uniform float uPulse;

void getEmission() {
    dEmission = material_emissive * uPulse;
}
