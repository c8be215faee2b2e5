import { XRTYPE_VR } from 'playcanvas';

// The text of an "Enter VR" button, kept in step with availability
function vrLabel() {
    const xr = app.xr;
    if (!xr?.supported) return 'This browser has no WebXR';
    return xr.isAvailable(XRTYPE_VR) ? 'Enter VR' : 'No VR device found';
}

let label = vrLabel();

// The browser answers the availability check asynchronously, and answers
// again when a headset is connected or removed
app.xr?.on(`available:${XRTYPE_VR}`, () => {
    label = vrLabel();
});

console.log(label); // → This browser has no WebXR
