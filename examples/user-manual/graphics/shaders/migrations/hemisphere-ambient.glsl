// Fragment stage, GLSL: replaces the ambientPS chunk of a StandardMaterial
// (chunk API 2.23). Ambient light from a sky colour above and a ground colour below.
uniform vec3 uSkyColor;
uniform vec3 uGroundColor;

void addAmbient(vec3 worldNormal) {
    float up = worldNormal.y * 0.5 + 0.5;
    dDiffuseLight += mix(uGroundColor, uSkyColor, up);
}
