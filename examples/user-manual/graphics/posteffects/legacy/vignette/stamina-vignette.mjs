/**
 * Closes the view in as the player runs out of stamina, with the camera's
 * vignette script (posteffect-vignette.js).
 * @param {import('playcanvas').Entity} camera - the camera with the script
 * @param {number} stamina - from 0 (exhausted) to 1 (rested)
 */
export function showStamina(camera, stamina) {
    const vignette = /** @type {any} */ (camera.script?.get('vignette'));
    if (!vignette) return;
    const s = Math.min(Math.max(stamina, 0), 1);
    // Offset 1 darkens the corners by half; past about 1.41 they turn fully black
    vignette.offset = 1 + (1 - s) * 0.6;
    vignette.darkness = 1;
}
