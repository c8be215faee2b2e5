/**
 * Puts the legacy bloom on a camera entity and returns the script instance.
 * The script asset posteffect-bloom.js must already be loaded.
 * @param {import('playcanvas').Entity} camera - an entity with a Camera component
 */
export function addBloom(camera) {
    if (!camera.script) camera.addComponent('script');
    // Glow from the brightest pixels only, spread a little wider than the default
    return camera.script?.create('bloom', {
        attributes: { bloomIntensity: 1.5, bloomThreshold: 0.7, blurAmount: 6 }
    });
}

/**
 * Makes the glow flare up (an explosion, a camera flash) and settle back
 * to its value over `seconds`.
 * @param {import('playcanvas').AppBase} app - the running application
 * @param {import('playcanvas').Entity} camera - the camera with the bloom script
 * @param {number} peak - the intensity at the start of the flare
 * @param {number} seconds - how long it takes to settle
 */
export function flare(app, camera, peak, seconds) {
    const bloom = /** @type {any} */ (camera.script?.get('bloom'));
    if (!bloom) return;
    const base = bloom.bloomIntensity;
    let time = 0;
    const onUpdate = (/** @type {number} */ dt) => {
        time = Math.min(time + dt, seconds);
        // Setting the attribute updates the effect through the script's 'attr' event
        bloom.bloomIntensity = peak + (base - peak) * (time / seconds);
        if (time === seconds) app.off('update', onUpdate);
    };
    app.on('update', onUpdate);
}
