import { Entity, XRSPACE_LOCALFLOOR, XRTYPE_AR } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');

const cameraEntity = new Entity('AR camera');
cameraEntity.addComponent('camera');
app.root.addChild(cameraEntity);

// The page's own HTML for the AR user interface, e.g. <div id="ar-ui"> with buttons.
// The headless runner has no DOM, so it gets null here.
const overlayRoot = typeof document === 'undefined' ? null : document.getElementById('ar-ui');

// Taps on the overlay's buttons should not also count as a select in the 3D scene
overlayRoot?.addEventListener('beforexrselect', (event) => event.preventDefault());

// The root must be set before the session starts; it is then requested automatically
const startAr = () => {
    xr.domOverlay.root = overlayRoot;
    cameraEntity.camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, {
        callback: (err) => {
            if (err) console.warn(`AR did not start: ${err.message}`);
        }
    });
};

xr.on('start', () => {
    if (xr.domOverlay.available) console.log(`overlay shown as ${xr.domOverlay.state}`);
});

// Outside a browser with WebXR DOM overlays, nothing is requested or shown
startAr();
console.log(xr.domOverlay.supported, xr.domOverlay.available); // → false false
console.log(xr.domOverlay.root, xr.domOverlay.state); // → null null
