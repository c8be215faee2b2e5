import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { KeyboardMover } from './keyboard-mover.mjs';

/**
 * Builds the keyboard demo: a box on a floor that moves with the arrow keys
 * or WASD, seen from a fixed camera.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window)
    });

    // Keep the canvas size set by the page's CSS; the engine resizes the
    // drawing buffer to match it every frame.
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.45, 0.5, 0.55);
    floorMaterial.update();

    // The box's centre may move 5.5 units from the middle (limit below); with
    // its half width of 0.5 the box just reaches the edge of this 12-unit floor.
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    const player = new Entity('player');
    player.addComponent('render', { type: 'box' });
    player.setPosition(0, 0.5, 0);
    app.root.addChild(player);

    player.addComponent('script');
    player.script?.create(KeyboardMover, {
        properties: { speed: 3, boost: 2, limit: 5.5 }
    });

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 30,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    // A fixed camera above and behind the floor, looking at its centre.
    const camera = new Entity('camera');
    camera.addComponent('camera', {
        clearColor: new Color(0.12, 0.14, 0.18)
    });
    camera.setPosition(0, 9, 10);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    app.start();
    return app;
}
