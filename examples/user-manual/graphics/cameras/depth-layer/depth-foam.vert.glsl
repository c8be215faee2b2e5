// Vertex shader (GLSL) of the ShaderMaterial created in foam-material.mjs.
// Passes the world position on, so the fragment shader can compare depths.
attribute vec3 aPosition;

uniform mat4 matrix_model;
uniform mat4 matrix_viewProjection;

varying vec3 vWorldPos;

void main(void) {
    vec4 world = matrix_model * vec4(aPosition, 1.0);
    vWorldPos = world.xyz;
    gl_Position = matrix_viewProjection * world;
}
