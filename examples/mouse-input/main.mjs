import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { MouseControls } from './mouse-controls.mjs';

/**
 * A box above a floor that the mouse rotates, recolours and zooms to.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    // Attach the mouse to the canvas: only events over the canvas count.
    const app = new Application(canvas, { mouse: new Mouse(canvas) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.2, 0.2, 0.25);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.45, 0.5);
    floorMaterial.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(10, 1, 10);
    app.root.addChild(floor);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 4, 7);
    camera.lookAt(0, 1.5, 0);
    app.root.addChild(camera);

    const box = new Entity('box');
    box.addComponent('render', { type: 'box' });
    box.setPosition(0, 1.5, 0);
    box.setLocalScale(1.5, 1.5, 1.5);
    box.addComponent('script');
    box.script?.create(MouseControls, { properties: { camera } });
    app.root.addChild(box);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20 });
    light.setEulerAngles(50, 40, 0);
    app.root.addChild(light);

    app.start();
    return app;
}
