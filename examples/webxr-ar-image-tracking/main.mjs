import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { ArImageTracking } from './ar-image-tracking.mjs';

/**
 * Builds a small model that appears on top of a tracked picture in AR.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const material = new StandardMaterial();
    material.diffuse = new Color(0.95, 0.5, 0.2);
    material.update();

    // The picture's local Y axis points out of its surface, so "up" is +Y.
    const model = new Entity('model');
    const box = new Entity('box');
    box.addComponent('render', { type: 'box', material });
    box.setLocalScale(0.08, 0.08, 0.08);
    box.setLocalPosition(0, 0.06, 0);
    model.addChild(box);
    const base = new Entity('base');
    base.addComponent('render', { type: 'cylinder' });
    base.setLocalScale(0.2, 0.005, 0.2);
    model.addChild(base);
    app.root.addChild(model);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0, 0, 0, 0), nearClip: 0.01 });
    app.root.addChild(camera);
    camera.addComponent('script');
    camera.script?.create(ArImageTracking, { properties: { target: model, imageWidth: 0.2 } });

    app.on('update', (dt) => box.rotate(0, 45 * dt, 0));

    app.start();
    return app;
}
