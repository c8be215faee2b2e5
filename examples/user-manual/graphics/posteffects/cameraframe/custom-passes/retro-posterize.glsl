// Fragment stage, GLSL: the whole fragment shader of PosterizePass. Registered
// as the chunk retroPosterizePS and compiled by ShaderUtils.createShader() with
// the engine's quadVS vertex chunk, which provides uv0.
// Reduces each colour channel to retroLevels steps.
uniform sampler2D retroSource;
uniform float retroLevels;
varying vec2 uv0;

void main() {
    vec3 color = texture2D(retroSource, uv0).rgb;
    float steps = retroLevels - 1.0;
    gl_FragColor = vec4(floor(color * steps + 0.5) / steps, 1.0);
}
