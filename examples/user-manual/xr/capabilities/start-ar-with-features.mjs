import { Entity, XRSPACE_LOCALFLOOR, XRTYPE_AR } from 'playcanvas';

const camera = new Entity('Camera');
camera.addComponent('camera');
app.root.addChild(camera);

// Call this from a click or a tap. Requested features are optional:
// the session starts without the ones the device refuses.
function startAr() {
    camera.camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, {
        anchors: true,
        planeDetection: true,
        depthSensing: {},
        callback: (err) => {
            if (err) console.log(`AR did not start: ${err.message}`); // → AR did not start: XR is not available
        }
    });
}

// After the start, check what was actually granted
app.xr?.on('start', () => {
    const xr = app.xr;
    console.log(`anchors ${xr?.anchors.available}, planes ${xr?.planeDetection.available}, depth ${xr?.views.availableDepth}`);
});

startAr(); // Here there is no WebXR, so the callback reports why
console.log(app.xr?.active); // → false
