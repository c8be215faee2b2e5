import { Entity, XRSPACE_LOCALFLOOR, XRTYPE_VR } from 'playcanvas';

const camera = new Entity('Camera');
camera.addComponent('camera');
app.root.addChild(camera);

// In a browser without WebXR (and in Node) the manager exists but reports no support
console.log(app.xr?.supported); // → false
console.log(app.xr?.isAvailable(XRTYPE_VR)); // → false

// Starting anyway does not throw: the callback receives the reason
camera.camera?.startXr(XRTYPE_VR, XRSPACE_LOCALFLOOR, {
    callback: (err) => console.log(err?.message) // → XR is not available
});
console.log(app.xr?.active); // → false

// Ending a session that is not running reports an error the same way
camera.camera?.endXr((err) => console.log(err?.message)); // → Camera is not in XR
