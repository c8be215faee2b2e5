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
import { DoubleTap, Hopper } from './double-tap.mjs';

/**
 * A box that hops and spins when the screen is double-tapped (or
 * double-clicked on a desktop).
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        touch: new TouchDevice(canvas),
        mouse: new Mouse(canvas)
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

    const boxMaterial = new StandardMaterial();
    boxMaterial.diffuse = new Color(0.95, 0.6, 0.2);
    boxMaterial.update();
    const box = new Entity('box');
    box.addComponent('render', { type: 'box', material: boxMaterial });
    box.setPosition(0, 0.5, 0);
    box.addComponent('script');
    box.script?.create(Hopper, { properties: { height: 1.5, duration: 0.5 } });
    app.root.addChild(box);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 4, 7);
    camera.lookAt(0, 1, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(DoubleTap, { properties: { maxInterval: 0.3, maxDistance: 30 } });

    app.start();
    return app;
}
