import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    XRSPACE_LOCALFLOOR,
    XRTYPE_AR
} from 'playcanvas';
import { createXrEntry } from '../webxr-tracked-controllers/xr-entry.mjs';
import { ShapePicker } from './shape-picker.mjs';

/**
 * Builds the AR raycasting demo: boxes and spheres floating in front of the
 * user, about 1 m away at chest height. Tap a shape (in AR) or click it (on
 * the page) to change its colour.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { mouse: new Mouse(canvas) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    /** @type {Entity[]} */
    const shapes = [];
    for (let i = 0; i < 6; i++) {
        const isSphere = i % 2 === 1;
        const shape = new Entity(isSphere ? 'sphere' : 'box');
        shape.addComponent('render', { type: isSphere ? 'sphere' : 'box' });
        if (isSphere) shape.tags.add('sphere');
        // A half circle in front of the starting position (the -Z direction).
        const angle = Math.PI * (0.2 + 0.6 * (i / 5));
        shape.setPosition(Math.cos(angle) * 1.2, 1.1 + (i % 3) * 0.2, -Math.sin(angle) * 1.2);
        shape.setLocalScale(0.2, 0.2, 0.2);
        app.root.addChild(shape);
        shapes.push(shape);
    }

    // Boxes turn slowly, so the oriented box test has something to follow.
    app.on('update', (/** @type {number} */ dt) => {
        for (const shape of shapes) if (!shape.tags.has('sphere')) shape.rotate(10 * dt, 20 * dt, 0);
    });

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const pageColor = new Color(0.12, 0.14, 0.18);
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: pageColor, nearClip: 0.01 });
    camera.setPosition(0, 1.3, 0.5);
    camera.lookAt(0, 1.2, -1);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(ShapePicker, { properties: { shapes } });

    const xr = app.xr;
    if (xr && xr.supported) {
        // In AR, clear to transparent so the real world shows behind the shapes.
        xr.on('start', () => {
            if (camera.camera) camera.camera.clearColor = new Color(0, 0, 0, 0);
        });
        xr.on('end', () => {
            if (camera.camera) camera.camera.clearColor = pageColor;
            camera.setPosition(0, 1.3, 0.5);
            camera.lookAt(0, 1.2, -1);
        });
    }

    createXrEntry(app, camera, {
        type: XRTYPE_AR,
        space: XRSPACE_LOCALFLOOR,
        hint: 'Tap a shape to change its colour.'
    });

    app.start();
    return app;
}
