import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { TouchControls } from './touch-controls.mjs';

/**
 * Builds a box you turn by dragging a finger and recolour by tapping.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    // Touch input only exists when the app is given a TouchDevice.
    const app = new Application(canvas, {
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.45, 0.5);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(10, 1, 10);
    app.root.addChild(floor);

    const box = new Entity('box');
    box.addComponent('render', { type: 'box' });
    box.setPosition(0, 1.5, 0);
    box.setLocalScale(1.5, 1.5, 1.5);
    box.addComponent('script');
    box.script?.create(TouchControls, { properties: { sensitivity: 0.4 } });
    app.root.addChild(box);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 15 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 3, 6);
    camera.lookAt(0, 1.2, 0);
    app.root.addChild(camera);

    app.start();
    return app;
}
