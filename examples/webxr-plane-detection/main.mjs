import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO } from 'playcanvas';
import { ArPlaneDetection } from './ar-plane-detection.mjs';

/**
 * Builds an AR app that draws the floors, tables and walls the device finds.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    // Transparent clear colour: the camera feed is the background in AR.
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0, 0, 0, 0), nearClip: 0.01 });
    app.root.addChild(camera);
    camera.addComponent('script');
    camera.script?.create(ArPlaneDetection);

    app.start();
    return app;
}
