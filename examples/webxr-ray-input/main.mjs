import {
    Application,
    Color,
    ELEMENTTYPE_IMAGE,
    ElementInput,
    Entity,
    FILLMODE_NONE,
    Mouse,
    PIXELFORMAT_RGBA8,
    RESOLUTION_AUTO,
    StandardMaterial,
    Texture,
    TouchDevice,
    Vec2,
    Vec4
} from 'playcanvas';
import { createXrEntry } from '../webxr-tracked-controllers/xr-entry.mjs';
import { ColorPanel } from './color-panel.mjs';
import { XrLaser } from './xr-laser.mjs';

/**
 * Draws a rounded label on a 2D canvas and returns it as a texture, so the
 * buttons need neither image files nor font assets.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @param {string} text - Label text.
 * @param {string} fill - Background colour.
 * @returns {Texture} The label texture.
 */
function createLabelTexture(device, text, fill) {
    const canvas = document.createElement('canvas');
    canvas.width = 256;
    canvas.height = 128;
    const ctx = canvas.getContext('2d');
    if (ctx) {
        ctx.fillStyle = fill;
        ctx.beginPath();
        ctx.roundRect(4, 4, 248, 120, 24);
        ctx.fill();
        ctx.fillStyle = '#ffffff';
        ctx.font = 'bold 56px sans-serif';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(text, 128, 66);
    }
    const texture = new Texture(device, { width: 256, height: 128, format: PIXELFORMAT_RGBA8 });
    texture.setSource(canvas);
    return texture;
}

/**
 * Builds the ray input demo: a floating panel with three buttons that
 * recolour a box. The buttons work with the mouse or touch on the page and
 * with controller rays, hand pinches or screen taps in XR.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas),
        // ElementInput lets UI elements receive mouse, touch and XR select input.
        elementInput: new ElementInput(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const grey = new StandardMaterial();
    grey.diffuse = new Color(0.45, 0.5, 0.55);
    grey.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: grey });
    floor.setLocalScale(6, 1, 6);
    app.root.addChild(floor);

    const box = new Entity('box');
    box.addComponent('render', { type: 'box' });
    box.setPosition(0.6, 1, -1.5);
    box.setLocalScale(0.4, 0.4, 0.4);
    app.root.addChild(box);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18), nearClip: 0.01 });
    camera.setPosition(0, 1.5, 0.5);
    camera.lookAt(0, 1.2, -1.5);
    app.root.addChild(camera);

    // A world-space screen: 1 element unit is 1 mm, so 300 units are 30 cm.
    const panel = new Entity('panel');
    panel.addComponent('screen', { screenSpace: false, resolution: new Vec2(300, 450) });
    panel.setPosition(-0.4, 1.2, -1.5);
    panel.setLocalScale(0.001, 0.001, 0.001);
    panel.setEulerAngles(0, 15, 0);
    app.root.addChild(panel);

    const labels = /** @type {const} */ ([['Red', '#c0392b'], ['Green', '#27ae60'], ['Blue', '#2e6fd8']]);
    const colors = [new Color(0.8, 0.2, 0.15), new Color(0.2, 0.7, 0.3), new Color(0.2, 0.45, 0.9)];
    const buttons = labels.map(([text, fill], i) => {
        const button = new Entity(`button-${text}`);
        button.addComponent('element', {
            type: ELEMENTTYPE_IMAGE,
            anchor: new Vec4(0.5, 0.5, 0.5, 0.5),
            pivot: new Vec2(0.5, 0.5),
            width: 240,
            height: 120,
            texture: createLabelTexture(app.graphicsDevice, text, fill),
            // Only elements with useInput receive input events.
            useInput: true
        });
        button.setLocalPosition(0, 140 - i * 140, 0);
        // The button component adds hover and press tints on top of the element.
        button.addComponent('button', {
            imageEntity: button,
            hoverTint: new Color(0.85, 0.85, 0.85),
            pressedTint: new Color(0.6, 0.6, 0.6)
        });
        panel.addChild(button);
        return button;
    });

    const controller = new Entity('ui-controller');
    controller.addComponent('script');
    controller.script?.create(ColorPanel, { properties: { target: box, buttons, colors } });
    controller.script?.create(XrLaser, { properties: { maxLength: 3 } });
    app.root.addChild(controller);

    createXrEntry(app, camera, { hint: 'Point at a button and pull the trigger.' });

    app.start();
    return app;
}
