// Fragment stage, WGSL: replaces the ambientPS chunk of a StandardMaterial
// (chunk API 2.23). Ambient light from a sky colour above and a ground colour below.
uniform uSkyColor: vec3f;
uniform uGroundColor: vec3f;

fn addAmbient(worldNormal: vec3f) {
    let up = worldNormal.y * 0.5 + 0.5;
    dDiffuseLight = dDiffuseLight + mix(uniform.uGroundColor, uniform.uSkyColor, up);
}
