import { Entity, XRSPACE_LOCALFLOOR, XRTYPE_AR } from 'playcanvas';

const camera = new Entity('Camera');
camera.addComponent('camera');
app.root.addChild(camera);

// For this demonstration only: watch what reaches app.xr.start()
const xr = app.xr;
if (xr) {
    const start = xr.start.bind(xr);
    xr.start = (cam, type, space, options) => {
        console.log(`scale ${options?.framebufferScaleFactor}, meshes ${options?.meshDetection}`); // → scale 0.8, meshes true
        start(cam, type, space, options);
    };
}

// Two of these options are missing from the declaration of startXr().
// Passed as a variable, the object still type-checks, and arrives unchanged.
const options = {
    framebufferScaleFactor: 0.8,
    meshDetection: true,
    callback: (/** @type {Error | null} */ err) => console.log(err?.message) // → XR is not available
};
camera.camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, options);
