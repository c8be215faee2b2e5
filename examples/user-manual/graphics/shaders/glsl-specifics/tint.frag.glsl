// Fragment stage, GLSL: `fragmentGLSL` of a ShaderMaterial.
// tonemappingPS and gammaPS are engine chunks; the camera sets TONEMAP and GAMMA.
#include "tonemappingPS"
#include "gammaPS"

uniform sampler2D uPattern;
uniform vec3 uTint;

varying vec2 vUv0;

void main(void) {
    vec3 color = texture2D(uPattern, vUv0).rgb * uTint;
    #ifdef STRIPES
        color *= step(0.5, fract(vUv0.x * 8.0));
    #endif
    gl_FragColor = vec4(gammaCorrectOutput(toneMap(color)), 1.0);
}
