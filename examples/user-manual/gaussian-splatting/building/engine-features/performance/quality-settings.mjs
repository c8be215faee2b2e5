import { GSPLATDATA_COMPACT, platform } from 'playcanvas';

const gsplat = app.scene.gsplat;

// The defaults that decide how many splats reach the pixels
console.log(gsplat.minPixelSize, gsplat.alphaClipForward.toFixed(4)); // → 2 0.0039
console.log(gsplat.minContribution, gsplat.colorUpdateAngle); // → 3 10
console.log(gsplat.dataFormat === GSPLATDATA_COMPACT); // → true

if (platform.mobile) {
    // Fewer, larger splats: skip tiny and nearly transparent ones
    gsplat.minPixelSize = 3;
    gsplat.alphaClipForward = 0.02;
    // Re-evaluate view-dependent colour less often
    gsplat.colorUpdateAngle = 20;
}

// Splats are limited by pixels: cap the resolution on high-density screens
app.graphicsDevice.maxPixelRatio = Math.min(platform.browser ? window.devicePixelRatio : 1, 1.5);
console.log(app.graphicsDevice.maxPixelRatio); // → 1
