import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { createXrEntry } from '../webxr-tracked-controllers/xr-entry.mjs';
import { HandTracking } from './hand-tracking.mjs';

/**
 * Builds the hand tracking demo: a floor and a table. In VR, put the
 * controllers down to switch to hand tracking; pinch to drop markers.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const grey = new StandardMaterial();
    grey.diffuse = new Color(0.45, 0.5, 0.55);
    grey.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: grey });
    floor.setLocalScale(6, 1, 6);
    app.root.addChild(floor);

    // A table at hand height, right in front of the starting position.
    const table = new Entity('table');
    table.addComponent('render', { type: 'box' });
    table.setPosition(0, 0.4, -0.6);
    table.setLocalScale(1, 0.8, 0.6);
    app.root.addChild(table);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18), nearClip: 0.01 });
    camera.setPosition(0, 1.4, 1.2);
    camera.lookAt(0, 0.8, -0.6);
    app.root.addChild(camera);

    const hands = new Entity('hands');
    hands.addComponent('script');
    hands.script?.create(HandTracking, { properties: { pinchDistance: 0.02, releaseDistance: 0.035 } });
    app.root.addChild(hands);

    createXrEntry(app, camera, { hint: 'Put the controllers down and pinch to place markers.' });

    app.start();
    return app;
}
