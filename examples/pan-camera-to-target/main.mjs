import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice,
    Vec3
} from 'playcanvas';
import { PanToTarget } from './pan-to-target.mjs';

/**
 * Builds a floor with a grid of pickable shapes and a camera that pans to
 * the shape you click.
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
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(30, 1, 30);
    app.root.addChild(floor);

    // A 4x4 grid of shapes; each carries the tag the script looks for.
    /** @type {('box' | 'sphere' | 'cylinder' | 'cone')[]} */
    const types = ['box', 'sphere', 'cylinder', 'cone'];
    for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 4; col++) {
            const type = types[(row + col) % types.length];
            const shape = new Entity(`${type} ${row}-${col}`);
            shape.addComponent('render', {
                type,
                material: createMaterial(0.3 + col * 0.2, 0.4 + row * 0.15, 0.9 - col * 0.2)
            });
            shape.setPosition((col - 1.5) * 5, 0.5, (row - 1.5) * 5);
            shape.tags.add('pan-target');
            app.root.addChild(shape);
        }
    }

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 40 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    // The camera's start position sets the fixed viewing angle and distance.
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 7, 9);
    app.root.addChild(camera);
    camera.addComponent('script');
    camera.script?.create(PanToTarget, {
        properties: { focus: new Vec3(0, 0.5, 0), duration: 0.8 }
    });

    app.start();
    return app;
}
