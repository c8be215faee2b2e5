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

    // Shown only outside AR, so the page is not empty on other devices: a copy
    // of the model in front of the camera. In AR the device sets the camera's pose.
    const preview = model.clone();
    preview.enabled = true;
    app.root.addChild(preview);
    camera.setPosition(0, 0.22, 0.32);
    camera.lookAt(0, 0.04, 0);
    app.xr?.on('start', () => { preview.enabled = false; });
    app.xr?.on('end', () => { preview.enabled = true; });

    const spinning = [box, preview.findByName('box')];
    app.on('update', (dt) => spinning.forEach((entity) => entity?.rotate(0, 45 * dt, 0)));

    app.start();
    return app;
}
