import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial,
    Vec3
} from 'playcanvas';
import { PauseControl, Spin } from './pause-control.mjs';

/**
 * A ring of spinning shapes with a pause button. Press P or the button to
 * pause and resume; switching to another tab pauses too.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { keyboard: new Keyboard(window) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.2, 0.2, 0.25);

    // A ring that turns as a whole, carrying shapes that also spin on their own.
    const ring = new Entity('ring');
    ring.addComponent('script');
    ring.script?.create(Spin, { properties: { speed: new Vec3(0, 20, 0) } });
    app.root.addChild(ring);

    const types = /** @type {const} */ (['box', 'cone', 'cylinder', 'capsule', 'torus', 'sphere']);
    types.forEach((type, i) => {
        const material = new StandardMaterial();
        material.diffuse.set(0.55 + 0.4 * Math.cos(i), 0.55 + 0.4 * Math.cos(i + 2), 0.55 + 0.4 * Math.cos(i + 4));
        material.update();

        const shape = new Entity(type);
        shape.addComponent('render', { type, material });
        const angle = (i / types.length) * Math.PI * 2;
        shape.setLocalPosition(Math.cos(angle) * 3, 0, Math.sin(angle) * 3);
        shape.addComponent('script');
        shape.script?.create(Spin, { properties: { speed: new Vec3(60, 90 + i * 20, 0) } });
        ring.addChild(shape);
    });

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 4, 8);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(PauseControl, { properties: { pauseWhenHidden: true } });

    // An HTML button over the canvas; it talks to the script through an app event.
    const button = document.createElement('button');
    button.textContent = 'Pause';
    button.style.cssText = 'position:absolute;top:12px;left:12px;padding:8px 16px;font:16px sans-serif';
    button.addEventListener('click', () => app.fire('pause:toggle'));
    document.body.appendChild(button);
    app.on('pause:changed', (/** @type {boolean} */ paused) => {
        button.textContent = paused ? 'Play' : 'Pause';
    });

    app.start();
    return app;
}
