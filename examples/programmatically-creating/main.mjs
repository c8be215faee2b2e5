import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO
} from 'playcanvas';
import { Spawner } from './spawner.mjs';

/**
 * Everything in this demo is created from code: the camera, the light, the
 * spawner and the falling shapes it keeps producing.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.25, 0.25, 0.3);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.11, 0.15) });
    camera.setPosition(0, 2, 12);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.2 });
    light.setEulerAngles(40, 30, 0);
    app.root.addChild(light);

    // The spawner is an empty entity: it has no render component of its own.
    const spawner = new Entity('spawner');
    spawner.setPosition(0, 4, 0);
    spawner.addComponent('script');
    spawner.script?.create(Spawner, { properties: { interval: 0.25, area: 4, maxCount: 40 } });
    app.root.addChild(spawner);

    app.start();
    return app;
}
