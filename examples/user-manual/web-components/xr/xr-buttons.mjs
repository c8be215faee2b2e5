// Show a VR or AR button only where a session can start; a click fires the event xrSession listens for.
// On a page: const { app } = await whenReady('pc-app');
import { XRTYPE_AR, XRTYPE_VR } from 'playcanvas';

const modes = [
    { type: XRTYPE_VR, label: 'Enter VR', event: 'vr:start' },
    { type: XRTYPE_AR, label: 'Enter AR', event: 'ar:start' }
];

console.log(`WebXR supported: ${app.xr?.supported ?? false}`); // → WebXR supported: false

for (const mode of modes) {
    const available = app.xr?.isAvailable(mode.type) ?? false;
    console.log(`${mode.label}: ${available ? 'shown' : 'hidden'}`); // → Enter VR: hidden
}

// Availability changes when a headset is connected or a browser grants access.
app.xr?.on('available', (type, available) => {
    const mode = modes.find((m) => m.type === type);
    if (mode) console.log(`${mode.label}: ${available ? 'shown' : 'hidden'}`);
});

// A button's click handler fires the event; xrSession then starts the session on the camera.
export const enterVr = () => app.fire('vr:start');
