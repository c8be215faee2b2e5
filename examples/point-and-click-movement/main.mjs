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
import { ClickToMove } from './click-to-move.mjs';

/**
 * Builds the point-and-click demo: a character on a floor, seen from above
 * at an angle. Click or tap the floor to walk there.
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

    /**
     * @param {number} r - Red, 0 to 1.
     * @param {number} g - Green, 0 to 1.
     * @param {number} b - Blue, 0 to 1.
     * @returns {StandardMaterial} A plain coloured material.
     */
    const createMaterial = (r, g, b) => {
        const material = new StandardMaterial();
        material.diffuse = new Color(r, g, b);
        material.update();
        return material;
    };

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.45, 0.5, 0.55) });
    floor.setLocalScale(20, 1, 20);
    app.root.addChild(floor);

    // The character: a capsule body with a box "nose" that shows its facing (-Z).
    const character = new Entity('character');
    character.setPosition(0, 1, 0);
    app.root.addChild(character);

    const body = new Entity('body');
    body.addComponent('render', { type: 'capsule', material: createMaterial(0.25, 0.6, 0.9) });
    character.addChild(body);

    const nose = new Entity('nose');
    nose.addComponent('render', { type: 'box', material: createMaterial(0.95, 0.95, 0.95) });
    nose.setLocalScale(0.3, 0.2, 0.3);
    nose.setLocalPosition(0, 0.5, -0.5);
    character.addChild(nose);

    // A flat ring-like marker for the destination.
    const marker = new Entity('marker');
    marker.addComponent('render', { type: 'cylinder', material: createMaterial(0.95, 0.75, 0.2) });
    marker.setLocalScale(0.6, 0.02, 0.6);
    app.root.addChild(marker);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 40 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 14, 12);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    character.addComponent('script');
    character.script?.create(ClickToMove, {
        properties: { camera, marker, speed: 4 }
    });

    app.start();
    return app;
}
