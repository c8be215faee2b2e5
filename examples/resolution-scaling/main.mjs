import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { ResolutionScaler } from './resolution-scaler.mjs';

/**
 * A ring of tori whose edges show the resolution; a click, a tap or
 * Space switches between 100 %, 50 % and 25 % of the screen's pixels, and a
 * label shows the size of the back buffer.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    // The canvas keeps the size the page gives it; AUTO sizes the back buffer from it.
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    // Scale a small back buffer up with hard pixel edges instead of blurring it.
    canvas.style.imageRendering = 'pixelated';
    app.scene.ambientLight = new Color(0.25, 0.25, 0.3);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.11, 0.14) });
    camera.setPosition(0, 1.2, 6);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(40, 30, 0);
    app.root.addChild(light);

    // Curved edges and small highlights make missing pixels easy to see.
    const ring = new Entity('ring');
    app.root.addChild(ring);
    for (let i = 0; i < 6; i++) {
        const material = new StandardMaterial();
        material.diffuse = new Color().fromString(['#e8553a', '#f2a93b', '#7ac74f', '#3bb8c4', '#5a6fe0', '#c85ad6'][i]);
        material.gloss = 0.8;
        material.metalness = 0.3;
        material.useMetalness = true;
        material.update();
        const torus = new Entity(`torus-${i}`);
        torus.addComponent('render', { type: 'torus', material });
        const angle = (i / 6) * Math.PI * 2;
        torus.setLocalPosition(Math.cos(angle) * 2, 0, Math.sin(angle) * 2);
        torus.setLocalEulerAngles(90, (i * 360) / 6, 0);
        torus.setLocalScale(1.2, 1.2, 1.2);
        ring.addChild(torus);
    }
    app.on('update', (/** @type {number} */ dt) => ring.rotate(0, 15 * dt, 0));

    // A label over the canvas with the scale and the back buffer's size.
    const label = document.createElement('div');
    label.style.cssText = 'position:fixed;left:12px;top:12px;padding:6px 10px;font:15px sans-serif;color:#fff;background:rgba(0,0,0,0.55);border-radius:4px';
    document.body.append(label);

    const settings = new Entity('settings');
    settings.addComponent('script');
    app.root.addChild(settings);
    const scaler = settings.script?.create(ResolutionScaler, { properties: { scales: [1, 0.5, 0.25] } });

    const show = () => {
        const device = app.graphicsDevice;
        label.textContent = `${Math.round((scaler?.scale ?? 1) * 100)}% : ${device.width} × ${device.height} px`;
    };
    // The device fires 'resizecanvas' whenever the back buffer changes size.
    app.graphicsDevice.on('resizecanvas', show);
    show();

    app.start();
    return app;
}
