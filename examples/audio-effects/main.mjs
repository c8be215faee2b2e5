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
import { EffectSwitcher } from './effect-switcher.mjs';
import { createAudioAsset, createPluckLoop } from './pluck-loop.mjs';

const LABELS = { dry: 'Dry', lowpass: 'Low-pass filter', echo: 'Echo', hall: 'Hall reverb' };

/**
 * Four pads, one per effect, and a looping phrase that goes through the
 * effect of the raised pad.
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
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

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

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.addComponent('audiolistener');
    camera.setPosition(0, 3.5, 5.5);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.35, 0.38, 0.42) });
    floor.setLocalScale(10, 1, 6);
    app.root.addChild(floor);

    // Dry, low-pass, echo, hall: grey, blue, green, purple.
    const colours = [[0.7, 0.7, 0.7], [0.25, 0.5, 0.95], [0.3, 0.8, 0.45], [0.7, 0.4, 0.9]];
    const pads = colours.map(([r, g, b], i) => {
        const pad = new Entity(`pad ${i}`);
        pad.addComponent('render', { type: 'box', material: createMaterial(r, g, b) });
        pad.setLocalPosition((i - 1.5) * 1.6, 0, 0);
        app.root.addChild(pad);
        return pad;
    });

    // A non-positional sound: the effects are the point here, not the distance.
    const speaker = new Entity('speaker');
    speaker.addComponent('sound', { positional: false, volume: 0.8 });
    speaker.sound?.addSlot('loop', { asset: createAudioAsset(app, 'pluck loop', createPluckLoop()).id, loop: true, autoPlay: false });
    speaker.addComponent('script');
    const switcher = speaker.script?.create(EffectSwitcher, { properties: { pads } });
    app.root.addChild(speaker);

    // An HTML label over the canvas names the effect.
    const label = document.createElement('div');
    label.style.cssText = 'position:absolute;top:12px;left:12px;padding:6px 12px;font:16px sans-serif;color:#fff;background:rgba(0,0,0,0.5)';
    label.textContent = 'Click, tap or Space to start';
    document.body.appendChild(label);
    switcher?.on('change', (/** @type {keyof LABELS} */ name) => {
        label.textContent = `Effect: ${LABELS[name]}`;
    });
    app.on('destroy', () => label.remove());

    app.start();
    return app;
}
