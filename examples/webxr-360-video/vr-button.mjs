import { XRSPACE_LOCAL, XRTYPE_VR } from 'playcanvas';

/**
 * Adds a panel with a state line and an "Enter VR" button over the canvas.
 * The button is enabled only while immersive VR can start; during a session
 * it ends the session.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {import('playcanvas').CameraComponent} camera - The camera that enters VR.
 * @returns {HTMLElement} The panel.
 */
export function createVrButton(app, camera) {
    const panel = document.createElement('div');
    panel.style.cssText = 'position:absolute;left:50%;bottom:12px;transform:translateX(-50%);' +
        'display:flex;gap:10px;align-items:center;padding:8px 12px;border-radius:8px;' +
        'background:rgba(0,0,0,0.6);color:#fff;font:14px sans-serif';
    const state = document.createElement('span');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Enter VR';
    button.style.cssText = 'font:inherit;padding:4px 12px';
    panel.append(state, button);
    (app.graphicsDevice.canvas.parentElement ?? document.body).append(panel);

    const xr = app.xr;
    const show = () => {
        if (!xr?.supported) {
            state.textContent = 'WebXR is not available in this browser. Drag to look around.';
        } else if (xr.active) {
            state.textContent = 'In VR';
        } else if (xr.isAvailable(XRTYPE_VR)) {
            state.textContent = 'A VR headset is ready.';
        } else {
            state.textContent = 'No VR headset found. Drag to look around.';
        }
        button.textContent = xr?.active ? 'Exit VR' : 'Enter VR';
        button.disabled = !xr?.active && !xr?.isAvailable(XRTYPE_VR);
    };

    button.addEventListener('click', () => {
        if (!xr) return;
        if (xr.active) {
            camera.endXr();
            return;
        }
        // Called inside the click: browsers start XR only from a user action.
        // 'local': the origin is where the head is at the start, the centre of the sphere.
        camera.startXr(XRTYPE_VR, XRSPACE_LOCAL, {
            callback: (err) => {
                if (err) state.textContent = `VR did not start: ${err.message}`;
            }
        });
    });

    // The availability check is asynchronous, and runs again when a headset comes or goes.
    const handles = [
        xr?.on(`available:${XRTYPE_VR}`, show),
        xr?.on('start', show),
        xr?.on('end', show)
    ];
    app.once('destroy', () => {
        handles.forEach((handle) => handle?.off());
        panel.remove();
    });
    show();
    return panel;
}
