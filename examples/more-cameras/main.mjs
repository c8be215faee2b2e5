import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { CameraSwitcher } from './camera-switcher.mjs';
import { SmoothZoom } from './smooth-zoom.mjs';

/**
 * Builds the camera demo: a column of coloured boxes watched by three
 * cameras (front, left and right). Switch with 1-3 or the arrow keys and
 * zoom the current camera with Space.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.42, 0.45);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(20, 1, 20);
    app.root.addChild(floor);

    // A stack of four boxes, each turned a little more: something to zoom in on.
    const colors = [[0.9, 0.3, 0.3], [0.95, 0.7, 0.25], [0.35, 0.8, 0.4], [0.3, 0.55, 0.95]];
    colors.forEach(([r, g, b], i) => {
        const material = new StandardMaterial();
        material.diffuse = new Color(r, g, b);
        material.update();
        const box = new Entity(`box-${i}`);
        box.addComponent('render', { type: 'box', material });
        box.setPosition(0, 0.5 + i, 0);
        box.setEulerAngles(0, i * 20, 0);
        app.root.addChild(box);
    });

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 30,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    // All cameras live under one parent, which also carries the switcher.
    const rig = new Entity('cameras');
    app.root.addChild(rig);

    /**
     * @param {string} name - Entity name.
     * @param {number} x - Position X.
     * @param {number} y - Position Y.
     * @param {number} z - Position Z.
     * @param {Color} clearColor - Background colour, so each view is easy to tell apart.
     * @returns {Entity} The camera entity.
     */
    const addCamera = (name, x, y, z, clearColor) => {
        const camera = new Entity(name);
        camera.addComponent('camera', { clearColor });
        camera.setPosition(x, y, z);
        camera.lookAt(0, 2, 0);
        camera.addComponent('script');
        camera.script?.create(SmoothZoom, { properties: { wideFov: 50, narrowFov: 15 } });
        rig.addChild(camera);
        return camera;
    };

    const cameras = [
        addCamera('front', 0, 3, 12, new Color(0.14, 0.16, 0.2)),
        addCamera('left', -10, 6, 6, new Color(0.2, 0.14, 0.16)),
        addCamera('right', 10, 1.5, 6, new Color(0.14, 0.2, 0.16))
    ];

    rig.addComponent('script');
    rig.script?.create(CameraSwitcher, { properties: { cameras } });

    app.start();
    return app;
}
