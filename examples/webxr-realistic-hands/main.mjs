import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { createXrEntry } from '../webxr-tracked-controllers/xr-entry.mjs';
import { RealisticHands } from './realistic-hands.mjs';

/**
 * Builds the realistic hands demo: a softly lit room with a dark wall
 * behind the hands for contrast. In VR, put the controllers down to see
 * hands built from capsules and spheres.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // Ambient light keeps the hands readable from every side.
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const grey = new StandardMaterial();
    grey.diffuse = new Color(0.45, 0.5, 0.55);
    grey.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: grey });
    floor.setLocalScale(6, 1, 6);
    app.root.addChild(floor);

    const wallMaterial = new StandardMaterial();
    wallMaterial.diffuse = new Color(0.2, 0.3, 0.45);
    wallMaterial.update();
    const wall = new Entity('wall');
    wall.addComponent('render', { type: 'box', material: wallMaterial });
    wall.setPosition(0, 1.5, -1.5);
    wall.setLocalScale(4, 3, 0.1);
    app.root.addChild(wall);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.2 });
    light.setEulerAngles(40, 20, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18), nearClip: 0.01 });
    camera.setPosition(0, 1.6, 2.5);
    camera.lookAt(0, 1.4, -1.5);
    app.root.addChild(camera);

    const hands = new Entity('hands');
    hands.addComponent('script');
    hands.script?.create(RealisticHands);
    app.root.addChild(hands);

    createXrEntry(app, camera, { hint: 'Put the controllers down to see your hands.' });

    app.start();
    return app;
}
