import { XRSPACE_LOCALFLOOR, XRTYPE_AR, XRTYPE_VR } from 'playcanvas';

/** @import { AppBase, Entity } from 'playcanvas' */

/**
 * Adds an "Enter VR" (or "Enter AR") button and a status line over the
 * page. The button is enabled only when the browser supports WebXR and the
 * session type is available; otherwise the status line says why, and the
 * app keeps running as an ordinary 3D page.
 *
 * @param {AppBase} app - The application.
 * @param {Entity} camera - Entity with the camera component that enters XR.
 * @param {object} [options] - Options.
 * @param {string} [options.type] - XRTYPE_VR (default) or XRTYPE_AR.
 * @param {string} [options.space] - Reference space, XRSPACE_LOCALFLOOR by default.
 * @param {string} [options.hint] - Text shown while a session is running.
 * @returns {{ button: HTMLButtonElement, status: HTMLParagraphElement }} The DOM elements.
 */
export function createXrEntry(app, camera, options = {}) {
    const type = options.type ?? XRTYPE_VR;
    const space = options.space ?? XRSPACE_LOCALFLOOR;
    const label = type === XRTYPE_AR ? 'AR' : 'VR';

    const overlay = document.createElement('div');
    overlay.style.cssText = 'position:fixed;left:0;right:0;bottom:24px;text-align:center;font:16px sans-serif;color:#fff';
    const button = document.createElement('button');
    button.textContent = `Enter ${label}`;
    button.style.cssText = 'font-size:18px;padding:10px 24px';
    const status = document.createElement('p');
    overlay.append(button, status);
    document.body.append(overlay);

    const xr = app.xr;
    const refresh = () => {
        const available = !!xr && xr.supported && xr.isAvailable(type);
        button.disabled = !available || !!xr?.active;
        if (!xr || !xr.supported) {
            status.textContent = 'This browser does not support WebXR. The scene still runs here.';
        } else if (!available) {
            status.textContent = `Immersive ${label} is not available on this device.`;
        } else {
            status.textContent = xr.active ? (options.hint ?? '') : 'Ready.';
        }
    };

    if (xr && xr.supported) {
        // Availability is checked asynchronously and can change (a headset
        // being plugged in), so listen instead of checking once.
        xr.on('available', refresh);
        xr.on('start', refresh);
        xr.on('end', refresh);
        button.addEventListener('click', () => {
            // A session may only start from a user action such as this click.
            camera.camera?.startXr(type, space, {
                callback: (err) => {
                    if (err) status.textContent = `Could not start ${label}: ${err.message}`;
                }
            });
        });
    }
    refresh();
    return { button, status };
}
