import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { ControllerTracker } from './controller-tracker.mjs';
import { createXrEntry } from './xr-entry.mjs';

/**
 * Builds the tracked controllers demo: a small room to stand in. The
 * "Enter VR" button starts a VR session in which both controllers appear
 * as primitive models with pointing rays.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.45, 0.5, 0.55);
    floorMaterial.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(6, 1, 6);
    app.root.addChild(floor);

    // A few pillars so head movement is easy to judge.
    for (let i = 0; i < 4; i++) {
        const pillar = new Entity('pillar');
        pillar.addComponent('render', { type: 'cylinder' });
        const angle = (i / 4) * Math.PI * 2;
        pillar.setPosition(Math.cos(angle) * 2, 1, Math.sin(angle) * 2);
        pillar.setLocalScale(0.3, 2, 0.3);
        app.root.addChild(pillar);
    }

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    // In VR the headset drives the camera; its starting pose is only for the page.
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18), nearClip: 0.01 });
    camera.setPosition(0, 1.6, 3);
    camera.lookAt(0, 1, 0);
    app.root.addChild(camera);

    const tracker = new Entity('controllers');
    tracker.addComponent('script');
    tracker.script?.create(ControllerTracker, { properties: { rayLength: 2 } });
    app.root.addChild(tracker);

    createXrEntry(app, camera, { hint: 'Pull a trigger to flash that controller.' });

    app.start();
    return app;
}
