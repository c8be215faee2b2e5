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
import { TextureSwitcher } from './texture-switcher.mjs';
import { createCanvasTexture, createCheckerTexture, createTextureAsset, drawBricks, drawPlanks } from './textures.mjs';

/**
 * A turning crate whose texture changes on every click, tap or Space:
 * bricks, planks and a checkerboard, all made in code.
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
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.4, 0.4, 0.45);

    const device = app.graphicsDevice;
    const textures = [
        createCanvasTexture(device, 'Bricks', drawBricks),
        createCanvasTexture(device, 'Planks', drawPlanks),
        createCheckerTexture(device)
    ].map((texture) => createTextureAsset(app, texture));

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 1.6, 3.6);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    // The crate's own material: the script changes its diffuse map in place.
    const material = new StandardMaterial();
    material.update();
    const crate = new Entity('crate');
    crate.addComponent('render', { type: 'box', material });
    crate.addComponent('script');
    const switcher = crate.script?.create(TextureSwitcher, { properties: { textures } });
    app.root.addChild(crate);

    const label = document.createElement('div');
    label.style.cssText = 'position:absolute;top:12px;left:12px;padding:6px 12px;font:16px sans-serif;color:#fff;background:rgba(0,0,0,0.5)';
    label.textContent = `Texture: ${textures[0].name} (click, tap or Space for the next)`;
    document.body.appendChild(label);
    switcher?.on('switch', (/** @type {import('playcanvas').Texture} */ texture) => {
        label.textContent = `Texture: ${texture.name} (click, tap or Space for the next)`;
    });
    app.on('destroy', () => label.remove());

    app.on('update', (/** @type {number} */ dt) => crate.rotate(0, 20 * dt, 0));

    app.start();
    return app;
}
