import { Color, Entity, LAYERID_SKYBOX, XRSPACE_LOCALFLOOR, XRTYPE_AR } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');

const cameraEntity = new Entity('AR camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.1, 0.1, 0.12) });
app.root.addChild(cameraEntity);
const camera = cameraEntity.camera;
if (!camera) throw new Error('no camera component');

// The text shown next to the "Start AR" button
const arStatus = () => {
    if (!xr.supported) return 'WebXR is not supported in this browser';
    if (!xr.isAvailable(XRTYPE_AR)) return 'No AR device is available';
    return 'Tap to start AR';
};
xr.on(`available:${XRTYPE_AR}`, () => console.log(arStatus()));

// Call this from a click or tap handler: browsers refuse sessions that a user did not ask for
let lastError = '';
function startAr() {
    camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, {
        callback: (err) => {
            lastError = err ? err.message : '';
        }
    });
}

// In AR the real world has to show through: clear to transparent black, hide the skybox
const savedClearColor = new Color();
xr.on('start', () => {
    if (xr.type !== XRTYPE_AR) return;
    savedClearColor.copy(camera.clearColor);
    camera.clearColor = new Color(0, 0, 0, 0);
    const sky = app.scene.layers.getLayerById(LAYERID_SKYBOX);
    if (sky) sky.enabled = false;
});
xr.on('end', () => {
    // xr.type still names the session that has just ended
    if (xr.type !== XRTYPE_AR) return;
    camera.clearColor = savedClearColor;
    const sky = app.scene.layers.getLayerById(LAYERID_SKYBOX);
    if (sky) sky.enabled = true;
});

// Outside a browser with WebXR (here, Node) nothing is available and starting fails at once
console.log(arStatus()); // → WebXR is not supported in this browser
startAr();
console.log(lastError); // → XR is not available
console.log(xr.active); // → false
