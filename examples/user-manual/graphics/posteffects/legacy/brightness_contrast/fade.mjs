/**
 * Fades the picture of a camera to black, or back from black, with its
 * brightnessContrast script (posteffect-brightnesscontrast.js).
 * @param {import('playcanvas').AppBase} app - the running application
 * @param {import('playcanvas').Entity} camera - the camera with the script
 * @param {boolean} toBlack - true: fade out; false: fade back in
 * @param {number} seconds - the length of the fade
 * @returns {Promise<void>} settles when the fade ends
 */
export function fade(app, camera, toBlack, seconds) {
    const grade = /** @type {any} */ (camera.script?.get('brightnessContrast'));
    return new Promise((resolve) => {
        if (!grade) {
            resolve();
            return;
        }
        const from = grade.brightness;
        const to = toBlack ? -1 : 0; // -1 darkens every pixel to black
        let time = 0;
        const onUpdate = (/** @type {number} */ dt) => {
            time = Math.min(time + dt, seconds);
            grade.brightness = from + (to - from) * (time / seconds);
            if (time === seconds) {
                app.off('update', onUpdate);
                resolve();
            }
        };
        app.on('update', onUpdate);
    });
}
