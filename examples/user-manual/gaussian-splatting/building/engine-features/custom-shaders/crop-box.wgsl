// Fragment stage, WGSL: the work buffer modifier of one Gaussian Splat component
// (entity.gsplat.setWorkBufferModifier). It replaces the gsplatModifyVS chunk of the shader
// that writes that component's splats to the work buffer. Hides the splats whose center lies
// outside the world-space box uBoxMin..uBoxMax, which the component's setParameter() supplies.
uniform uBoxMin: vec3f;
uniform uBoxMax: vec3f;

fn cropInside(p: vec3f) -> bool {
    return all(p >= uniform.uBoxMin) && all(p <= uniform.uBoxMax);
}

fn modifySplatCenter(center: ptr<function, vec3f>) {
}

fn modifySplatRotationScale(originalCenter: vec3f, modifiedCenter: vec3f, rotation: ptr<function, vec4f>, scale: ptr<function, vec3f>) {
    // Zero size: smaller than minPixelSize, so the splat covers no pixels
    if (!cropInside(modifiedCenter)) {
        *scale = vec3f(0.0);
    }
}

fn modifySplatColor(center: vec3f, color: ptr<function, vec4f>) {
    // Zero opacity too: discarded whatever minPixelSize is set to
    if (!cropInside(center)) {
        (*color).a = 0.0;
    }
}
