import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO } from 'playcanvas';
import { ArDomOverlay } from './ar-dom-overlay.mjs';

/**
 * Builds a cube that floats in front of you in AR, with HTML buttons over the
 * camera feed that recolour it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // In local-floor space the origin is on the floor below where you stand.
    const cube = new Entity('cube');
    cube.addComponent('render', { type: 'box' });
    cube.setPosition(0, 1.2, -1);
    cube.setLocalScale(0.25, 0.25, 0.25);
    app.root.addChild(cube);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    // A transparent clear colour lets the camera feed show through in AR.
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0, 0, 0, 0), nearClip: 0.01 });
    camera.setPosition(0, 1.4, 0.5);
    app.root.addChild(camera);
    camera.addComponent('script');
    camera.script?.create(ArDomOverlay, { properties: { target: cube } });

    app.on('update', (dt) => cube.rotate(10 * dt, 30 * dt, 0));

    app.start();
    return app;
}
