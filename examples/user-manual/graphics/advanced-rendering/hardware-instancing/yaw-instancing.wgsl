// Vertex stage (WGSL, WebGPU): replaces the `transformInstancingVS` chunk of a
// StandardMaterial. Each instance reads one vec4f attribute (semantic ATTR14):
// xyz = offset from the entity, w = rotation around the Y axis in radians.
attribute aInstOffsetYaw: vec4f;

fn getModelMatrix() -> mat4x4f {
    let c = cos(aInstOffsetYaw.w);
    let s = sin(aInstOffsetYaw.w);
    let instance = mat4x4f(
        vec4f(c, 0.0, -s, 0.0),
        vec4f(0.0, 1.0, 0.0, 0.0),
        vec4f(s, 0.0, c, 0.0),
        vec4f(aInstOffsetYaw.xyz, 1.0)
    );
    // keep the entity's own transform, as the built-in chunk does
    return uniform.matrix_model * instance;
}
