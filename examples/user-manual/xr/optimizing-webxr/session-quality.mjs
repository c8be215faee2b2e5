import { Entity, XRSPACE_LOCALFLOOR, XRTYPE_VR } from 'playcanvas';

const camera = new Entity('Camera');
camera.addComponent('camera');
app.root.addChild(camera);

// Call from a click or a tap: render at 80 % of the headset's recommended resolution.
// XrManager.start() takes the same arguments as CameraComponent.startXr(), plus the camera.
function enterVr() {
    if (!app.xr || !camera.camera) return;
    app.xr.start(camera.camera, XRTYPE_VR, XRSPACE_LOCALFLOOR, {
        framebufferScaleFactor: 0.8,
        callback: (err) => {
            if (err) console.warn(`VR did not start: ${err.message}`);
        }
    });
}

// Foveation can only be set while a session runs, and is null where unsupported
app.xr?.on('start', () => {
    const xr = app.xr;
    if (xr && xr.fixedFoveation !== null) xr.fixedFoveation = 0.5;
});

enterVr();
console.log(app.xr?.framebufferScaleFactor); // → 1
console.log(app.xr?.fixedFoveation); // → null
