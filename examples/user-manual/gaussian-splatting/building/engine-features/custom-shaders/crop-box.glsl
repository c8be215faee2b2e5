// Fragment stage, GLSL: the work buffer modifier of one Gaussian Splat component
// (entity.gsplat.setWorkBufferModifier). It replaces the gsplatModifyVS chunk of the shader
// that writes that component's splats to the work buffer. Hides the splats whose center lies
// outside the world-space box uBoxMin..uBoxMax, which the component's setParameter() supplies.
uniform vec3 uBoxMin;
uniform vec3 uBoxMax;

bool cropInside(vec3 p) {
    return all(greaterThanEqual(p, uBoxMin)) && all(lessThanEqual(p, uBoxMax));
}

void modifySplatCenter(inout vec3 center) {
}

void modifySplatRotationScale(vec3 originalCenter, vec3 modifiedCenter, inout vec4 rotation, inout vec3 scale) {
    // Zero size: smaller than minPixelSize, so the splat covers no pixels
    if (!cropInside(modifiedCenter)) {
        scale = vec3(0.0);
    }
}

void modifySplatColor(vec3 center, inout vec4 color) {
    // Zero opacity too: discarded whatever minPixelSize is set to
    if (!cropInside(center)) {
        color.a = 0.0;
    }
}
