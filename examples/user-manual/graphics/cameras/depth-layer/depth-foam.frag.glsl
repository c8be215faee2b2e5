// Fragment shader (GLSL) of the ShaderMaterial created in foam-material.mjs.
// Reads the scene depth grabbed at the Depth layer (uSceneDepthMap, through the
// engine chunk screenDepthPS) and whitens the surface where it meets geometry.
#include "screenDepthPS"

uniform vec3 uWaterColor;
uniform vec3 uFoamColor;
uniform float uFoamWidth;
uniform float uOpacity;

varying vec3 vWorldPos;

void main(void) {
    // Distance from the camera to the opaque scene behind this pixel
    float sceneDepth = getLinearScreenDepth();
    // Distance from the camera to this surface
    float surfaceDepth = getLinearDepth(vWorldPos);

    float foam = 1.0 - smoothstep(0.0, uFoamWidth, sceneDepth - surfaceDepth);
    vec3 color = mix(uWaterColor, uFoamColor, foam);
    gl_FragColor = vec4(color, mix(uOpacity, 1.0, foam));
}
