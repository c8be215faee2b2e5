/**
 * Switches a flashback look on or off with the camera's sepia script
 * (posteffect-sepia.js). Turning the script off takes its effect out of the
 * camera's queue, so the look costs nothing while it is off.
 * @param {import('playcanvas').Entity} camera - the camera with the script
 * @param {boolean} on - show the flashback look
 * @param {number} [amount] - how strong the tint is, from 0 to 1
 */
export function setFlashback(camera, on, amount = 0.85) {
    const sepia = /** @type {any} */ (camera.script?.get('sepia'));
    if (!sepia) return;
    sepia.amount = amount;
    sepia.enabled = on;
}
