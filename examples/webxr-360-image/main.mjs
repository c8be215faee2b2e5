import {
    ADDRESS_CLAMP_TO_EDGE,
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    PIXELFORMAT_SRGBA8,
    RESOLUTION_AUTO,
    TEXTUREPROJECTION_EQUIRECT,
    Texture,
    TouchDevice,
    XRSPACE_LOCAL,
    reprojectTexture
} from 'playcanvas';
import { createXrEntry } from '../webxr-tracked-controllers/xr-entry.mjs';
import { DragLook } from './drag-look.mjs';
import { paintPanorama } from './panorama.mjs';

/**
 * Surrounds the viewer with a panorama painted in code, shown as the
 * skybox. Drag to look around on the page; in VR, turn your head.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // An equirectangular texture: the projection tells the engine how to read it.
    const panorama = new Texture(app.graphicsDevice, {
        name: 'panorama',
        width: 1024,
        height: 512,
        format: PIXELFORMAT_SRGBA8,
        projection: TEXTUREPROJECTION_EQUIRECT,
        mipmaps: false
    });
    panorama.setSource(paintPanorama(1024));

    // The skybox takes a cubemap: reproject the panorama into one, once.
    // 4 samples per pixel smooth the edges; EnvLighting.generateSkyboxCubemap() takes 1024.
    const cubemap = new Texture(app.graphicsDevice, {
        name: 'panorama-cubemap',
        cubemap: true,
        width: 256,
        height: 256,
        format: PIXELFORMAT_SRGBA8,
        mipmaps: false,
        addressU: ADDRESS_CLAMP_TO_EDGE,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });
    reprojectTexture(panorama, cubemap, { numSamples: 4 });
    panorama.destroy();
    app.scene.skybox = cubemap;

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0, 0, 0), nearClip: 0.01, fov: 70 });
    camera.setLocalEulerAngles(5, 0, 0);
    camera.addComponent('script');
    camera.script?.create(DragLook, { properties: { sensitivity: 0.25 } });
    app.root.addChild(camera);

    // A seated, head-locked origin: the panorama has no floor to stand on.
    createXrEntry(app, camera, { space: XRSPACE_LOCAL, hint: 'Turn your head to look around.' });

    app.start();
    return app;
}
