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
import { MouseRotate } from './mouse-rotate.mjs';

/**
 * Builds the demo: a box with a coloured marker on each axis, which the user
 * rotates by dragging with the mouse or a finger.
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

    // The object to rotate: a grey box with a red, green and blue marker
    // sticking out along its local X, Y and Z axes.
    const subject = new Entity('subject');
    subject.addComponent('render', { type: 'box', material: createMaterial(0.75, 0.75, 0.78) });
    app.root.addChild(subject);

    const markers = [
        { color: createMaterial(0.9, 0.25, 0.2), position: [0.75, 0, 0], angles: [0, 0, -90] },
        { color: createMaterial(0.3, 0.8, 0.3), position: [0, 0.75, 0], angles: [0, 0, 0] },
        { color: createMaterial(0.25, 0.45, 0.95), position: [0, 0, 0.75], angles: [90, 0, 0] }
    ];
    for (const { color, position, angles } of markers) {
        const marker = new Entity('marker');
        marker.addComponent('render', { type: 'cone', material: color });
        marker.setLocalPosition(position[0], position[1], position[2]);
        marker.setLocalEulerAngles(angles[0], angles[1], angles[2]);
        marker.setLocalScale(0.35, 0.5, 0.35);
        subject.addChild(marker);
    }

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 1.5, 4);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    subject.addComponent('script');
    subject.script?.create(MouseRotate, {
        properties: { camera, sensitivity: 0.4, damping: 3 }
    });

    app.start();
    return app;
}
