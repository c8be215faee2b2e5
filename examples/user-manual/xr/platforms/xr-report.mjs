import { DEVICETYPE_WEBGPU, XRTYPE_AR, XRTYPE_VR, XrManager } from 'playcanvas';

// A one-line description of what this browser offers, for logs and bug reports
function xrReport() {
    const xr = app.xr;
    if (!xr?.supported) return 'WebXR: not supported (no navigator.xr)';
    const vr = xr.isAvailable(XRTYPE_VR) ? 'yes' : 'no';
    const ar = xr.isAvailable(XRTYPE_AR) ? 'yes' : 'no';
    return `WebXR: VR ${vr}, AR ${ar}, graphics ${app.graphicsDevice.deviceType}`;
}

console.log(xrReport()); // → WebXR: not supported (no navigator.xr)

// Availability arrives a moment after start-up: report again when it changes
app.xr?.on('available', () => console.log(xrReport()));

// Before creating a WebGPU device for VR, ask whether the browser can bind it to XR
console.log(await XrManager.isDeviceSupported(DEVICETYPE_WEBGPU, XRTYPE_VR)); // → false
