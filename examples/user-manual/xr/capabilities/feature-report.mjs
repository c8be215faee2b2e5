// What the browser implements, known before any session starts.
// Light estimation is the exception: it is known once an AR session has started.
const xr = app.xr;
const features = {
    hitTest: xr?.hitTest.supported,
    anchors: xr?.anchors.supported,
    persistentAnchors: xr?.anchors.persistence,
    planeDetection: xr?.planeDetection.supported,
    meshDetection: xr?.meshDetection.supported,
    imageTracking: xr?.imageTracking.supported,
    domOverlay: xr?.domOverlay.supported,
    depthSensing: xr?.views.supportedDepth,
    cameraColor: xr?.views.supportedColor
};

const names = Object.keys(features).filter((name) => features[/** @type {keyof typeof features} */ (name)]);
console.log(names.join(', ') || 'none'); // → none
