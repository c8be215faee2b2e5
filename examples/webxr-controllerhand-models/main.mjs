import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { createXrEntry } from '../webxr-tracked-controllers/xr-entry.mjs';
import { ControllerModel } from './controller-model.mjs';
import { InputModels } from './input-models.mjs';

/**
 * Builds the controller and hand model demo. Outside VR the page shows a
 * preview controller whose parts move on their own; in VR each real
 * controller or hand gets its model.
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

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18), nearClip: 0.01 });
    camera.setPosition(0.12, 1.3, 0.2);
    camera.lookAt(0, 1.2, 0);
    app.root.addChild(camera);

    const models = new Entity('input-models');
    models.addComponent('script');
    models.script?.create(InputModels);
    app.root.addChild(models);

    // A preview controller driven by a fake gamepad, hidden during XR.
    const preview = new ControllerModel('right');
    preview.root.setPosition(0, 1.2, 0);
    app.root.addChild(preview.root);
    let time = 0;
    app.on('update', (/** @type {number} */ dt) => {
        time += dt;
        preview.root.enabled = !app.xr?.active;
        preview.root.setEulerAngles(0, time * 20, 0);
        const wave = (Math.sin(time * 2) + 1) / 2;
        const fake = /** @type {Gamepad} */ (/** @type {unknown} */ ({
            axes: [0, 0, Math.sin(time), Math.cos(time)],
            buttons: [0, 1, 2, 3, 4, 5].map((i) => ({
                value: i < 2 ? wave : 0,
                pressed: i === 4 ? wave > 0.5 : i === 5 && wave <= 0.5,
                touched: false
            }))
        }));
        preview.update(fake);
    });

    createXrEntry(app, camera, { hint: 'Press buttons, or put the controllers down to see your hands.' });

    app.start();
    return app;
}
