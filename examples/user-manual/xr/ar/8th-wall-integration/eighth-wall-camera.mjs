import { Script } from 'playcanvas';

/**
 * Starts 8th Wall's camera pipeline and drives the camera of this entity with its tracking.
 * Needs 8th Wall's xr.js on the page (for example through the project's External Scripts).
 */
export class EighthWallCamera extends Script {
    static scriptName = 'eighthWallCamera';

    initialize() {
        // XR8 is the global that xr.js defines; it has no type declarations
        const page = /** @type {any} */ (window);

        const run = async () => {
            // World tracking and image targets need the SLAM chunk of the engine binary
            await page.XR8.loadChunk('slam');
            // run() adds only the camera feed and the camera driver: tracking is an extra module
            page.XR8.PlayCanvas.run(
                { pcCamera: this.entity, pcApp: this.app },
                [page.XR8.XrController.pipelineModule()],
                { canvas: this.app.graphicsDevice.canvas }
            );
        };

        if (page.XR8) {
            run();
        } else {
            page.addEventListener('xrloaded', run, { once: true });
        }

        this.once('destroy', () => page.XR8?.PlayCanvas.stop());
    }
}
