import { RESOLUTION_AUTO, RESOLUTION_FIXED } from 'playcanvas';

const device = app.graphicsDevice;

// The default: one back-buffer pixel per CSS pixel
console.log(device.maxPixelRatio); // → 1

// The back buffer is the canvas size times min(maxPixelRatio, window.devicePixelRatio).
// Without a window (as here) the engine takes devicePixelRatio as 1.
device.maxPixelRatio = 0.5;
app.setCanvasResolution(RESOLUTION_FIXED, 1280, 720);
console.log(`${device.width}x${device.height}`); // → 640x360

// A value above the screen's ratio is capped by it
device.maxPixelRatio = 3;
app.setCanvasResolution(RESOLUTION_FIXED, 1280, 720);
console.log(`${device.width}x${device.height}`); // → 1280x720

// Auto mode reads the canvas's CSS size (set by hand here; a browser sets it itself)
Object.assign(canvas, { clientWidth: 800, clientHeight: 600 });
app.setCanvasResolution(RESOLUTION_AUTO);
device.maxPixelRatio = 0.5;
console.log(`${device.width}x${device.height}`); // → 800x600
// ...and applies the new ratio when it renders the next frame
app.once('postrender', () => {
    console.log(`${device.width}x${device.height}`); // → 400x300
});
