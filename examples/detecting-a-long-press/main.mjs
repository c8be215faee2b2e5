import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { LongPress, PressFeedback } from './long-press.mjs';

/**
 * Press and hold anywhere on the canvas: the box swells while you hold and
 * changes colour once the press has lasted long enough.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.2, 0.2, 0.25);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.45, 0.5);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(8, 1, 8);
    app.root.addChild(floor);

    // The box sits on a pivot at floor level, so scaling the pivot keeps it grounded.
    const pivot = new Entity('pivot');
    const box = new Entity('box');
    box.addComponent('render', { type: 'box' });
    box.setLocalPosition(0, 0.5, 0);
    pivot.addChild(box);
    app.root.addChild(pivot);

    pivot.addComponent('script');
    pivot.script?.create(PressFeedback, { properties: { grow: 0.3 } });

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 4, 6);
    camera.lookAt(0, 0.7, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(LongPress, { properties: { duration: 0.6, moveTolerance: 12 } });

    app.start();
    return app;
}
