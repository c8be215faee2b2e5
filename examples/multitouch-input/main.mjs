import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { TouchMarkers } from './touch-markers.mjs';

/**
 * Put several fingers on the screen: each one gets its own coloured ball
 * on the floor, which follows the finger until it lifts.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { touch: new TouchDevice(canvas) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.25, 0.25, 0.3);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.35, 0.4, 0.45);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(30, 1, 30);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(60, 20, 0);
    app.root.addChild(light);

    // Looking almost straight down, so the floor fills the screen.
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18), fov: 50 });
    camera.setPosition(0, 14, 3);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(TouchMarkers, { properties: { markerSize: 0.6 } });

    app.start();
    return app;
}
