import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { PointerLockLook } from './pointer-lock-look.mjs';

/**
 * Builds the pointer lock demo: a camera in the middle of a ring of
 * coloured cubes, and an HTML hint that shows while the mouse is free.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.35, 0.37, 0.4);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(30, 1, 30);
    app.root.addChild(floor);

    // Cubes in a full circle, so there is something to see in every direction.
    for (let i = 0; i < 12; i++) {
        const angle = (i / 12) * Math.PI * 2;
        const material = new StandardMaterial();
        material.diffuse = new Color(0.5 + 0.5 * Math.cos(angle), 0.5 + 0.5 * Math.sin(angle), 0.6);
        material.update();

        const cube = new Entity(`cube-${i}`);
        cube.addComponent('render', { type: 'box', material });
        cube.setLocalScale(1.5, 1.5 + (i % 3), 1.5);
        cube.setPosition(Math.sin(angle) * 8, 0.75 + (i % 3) / 2, Math.cos(angle) * 8);
        app.root.addChild(cube);
    }

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { fov: 70, clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 1.6, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(PointerLockLook, { properties: { sensitivity: 0.12 } });

    // A hint over the canvas, hidden while the pointer is locked.
    const hint = document.createElement('div');
    hint.textContent = 'Click to look around. Press Esc to release the mouse.';
    Object.assign(hint.style, {
        position: 'absolute',
        left: '50%',
        top: '50%',
        transform: 'translate(-50%, -50%)',
        padding: '10px 16px',
        background: 'rgba(0, 0, 0, 0.6)',
        color: '#fff',
        font: '16px sans-serif',
        pointerEvents: 'none'
    });
    document.body.appendChild(hint);
    app.on('pointerlock:change', (/** @type {boolean} */ locked) => {
        hint.style.display = locked ? 'none' : 'block';
    });
    app.on('destroy', () => hint.remove());

    app.start();
    return app;
}
