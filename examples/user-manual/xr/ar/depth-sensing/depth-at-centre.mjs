import { Entity, XRDEPTHSENSINGFORMAT_L8A8, XRDEPTHSENSINGUSAGE_CPU, XRSPACE_LOCALFLOOR, XRTYPE_AR } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');

const cameraEntity = new Entity('AR camera');
cameraEntity.addComponent('camera');
app.root.addChild(cameraEntity);

// getDepth() only works on the CPU path, so ask for it first (the engine's default is GPU)
function startAr() {
    cameraEntity.camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, {
        depthSensing: {
            usagePreference: XRDEPTHSENSINGUSAGE_CPU,
            dataFormatPreference: XRDEPTHSENSINGFORMAT_L8A8
        },
        callback: (err) => {
            if (err) console.warn(`AR did not start: ${err.message}`);
        }
    });
}

/**
 * Distance in metres from the device to the real surface seen at the middle of the view,
 * or null while there is no depth data.
 *
 * @returns {number|null} The distance.
 */
const distanceAtCentre = () => {
    if (!xr.views.availableDepth || xr.views.depthGpuOptimized) return null;
    const view = xr.views.list[0];
    return view ? view.getDepth(0.5, 0.5) : null;
};

// For example, the text of a distance label, refreshed every frame
let distanceLabel = '';
app.on('update', () => {
    const metres = distanceAtCentre();
    distanceLabel = metres === null ? '' : `${metres.toFixed(2)} m`;
});

// Outside a session there is no depth at all
startAr();
console.log(xr.views.supportedDepth, xr.views.availableDepth); // → false false
console.log(xr.views.depthPixelFormat, distanceAtCentre()); // → null null
console.log(JSON.stringify(distanceLabel)); // → ""
