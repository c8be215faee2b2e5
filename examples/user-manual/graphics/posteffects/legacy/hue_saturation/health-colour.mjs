/**
 * Drains the colour from the picture as the player's health drops, with the
 * camera's hueSaturation script (posteffect-huesaturation.js).
 * @param {import('playcanvas').Entity} camera - the camera with the script
 * @param {number} health - from 0 (no health) to 1 (full health)
 */
export function showHealth(camera, health) {
    const look = /** @type {any} */ (camera.script?.get('hueSaturation'));
    if (!look) return;
    const h = Math.min(Math.max(health, 0), 1);
    // Full colour down to half health, then down to grey (-1) at zero
    look.saturation = h >= 0.5 ? 0 : h * 2 - 1;
}
