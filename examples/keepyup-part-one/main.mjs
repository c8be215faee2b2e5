import { Application, FILLMODE_NONE, RESOLUTION_AUTO } from 'playcanvas';
import { createKeepyupScene } from './scene.mjs';

/**
 * Part 1: shows the Keepyup play area with the ball hanging in the air.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);

    // Keep the canvas size set by the page's CSS.
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    createKeepyupScene(app);

    app.start();
    return app;
}
