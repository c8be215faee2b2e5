// Vertex stage (GLSL, WebGL 2): replaces the `transformInstancingVS` chunk of a
// StandardMaterial. Each instance reads one vec4 attribute (semantic ATTR14):
// xyz = offset from the entity, w = rotation around the Y axis in radians.
attribute vec4 aInstOffsetYaw;

mat4 getModelMatrix() {
    float c = cos(aInstOffsetYaw.w);
    float s = sin(aInstOffsetYaw.w);
    mat4 instance = mat4(
        vec4(c, 0.0, -s, 0.0),
        vec4(0.0, 1.0, 0.0, 0.0),
        vec4(s, 0.0, c, 0.0),
        vec4(aInstOffsetYaw.xyz, 1.0)
    );
    // keep the entity's own transform, as the built-in chunk does
    return matrix_model * instance;
}
