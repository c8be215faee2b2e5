// The plasma: one replacement of the emissivePS chunk in each shader language.
// PLASMA_GLSL is used on WebGL2, PLASMA_WGSL on WebGPU. Both define
// getEmission(), the function the standard shader calls, and write dEmission.

// Fragment stage, GLSL: replaces the emissivePS chunk of a StandardMaterial
// (material.getShaderChunks(SHADERLANGUAGE_GLSL).set('emissivePS', ...)).
export const PLASMA_GLSL = /* glsl */ `
uniform float uTime;
uniform float uScale;

void getEmission() {
    // World position of the pixel, so the pattern runs through the whole object
    vec3 p = vPositionW * uScale;
    float t = uTime;

    // Four sine waves in different directions; their sum lies in -4..4
    float v = sin(p.x + t);
    v += sin(p.y * 1.3 - t * 1.7);
    v += sin((p.x + p.z) * 0.8 + t * 1.1);
    v += sin(length(p.xz) * 1.6 - t * 2.0);

    // A palette: three cosines shifted by a third of a turn give red, green and blue
    vec3 color = 0.5 + 0.5 * cos(3.14159 * v * 0.5 + vec3(0.0, 2.094, 4.189));

    // The chunk works in linear space: squaring darkens the mid tones a little
    dEmission = color * color;
}
`;

// Fragment stage, WGSL: replaces the emissivePS chunk of a StandardMaterial
// (material.getShaderChunks(SHADERLANGUAGE_WGSL).set('emissivePS', ...)).
export const PLASMA_WGSL = /* wgsl */ `
uniform uTime: f32;
uniform uScale: f32;

fn getEmission() {
    // World position of the pixel, so the pattern runs through the whole object
    let p = vPositionW * uniform.uScale;
    let t = uniform.uTime;

    // Four sine waves in different directions; their sum lies in -4..4
    var v = sin(p.x + t);
    v += sin(p.y * 1.3 - t * 1.7);
    v += sin((p.x + p.z) * 0.8 + t * 1.1);
    v += sin(length(p.xz) * 1.6 - t * 2.0);

    // A palette: three cosines shifted by a third of a turn give red, green and blue
    let color = 0.5 + 0.5 * cos(3.14159 * v * 0.5 + vec3f(0.0, 2.094, 4.189));

    // The chunk works in linear space: squaring darkens the mid tones a little
    dEmission = color * color;
}
`;
