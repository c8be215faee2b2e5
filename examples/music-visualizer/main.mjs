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
import { createAudioAsset, createMusicLoop } from './music-loop.mjs';
import { MusicVisualizer } from './music-visualizer.mjs';

const BAR_COUNT = 32;

/**
 * A row of bars that dance to a generated music loop. Click, tap or Space
 * plays and pauses the music.
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
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 20, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.08, 0.08, 0.12) });
    camera.setPosition(0, 2.2, 9);
    camera.lookAt(0, 1.2, 0);
    app.root.addChild(camera);

    // Bars from red (low frequencies) to blue (high), each with its own material.
    const bars = [];
    for (let i = 0; i < BAR_COUNT; i++) {
        const material = new StandardMaterial();
        const hue = i / BAR_COUNT;
        material.diffuse = new Color(1 - hue, 0.4 + 0.4 * Math.sin(hue * Math.PI), hue);
        material.emissive = new Color(0.25 * (1 - hue), 0.1, 0.25 * hue);
        material.update();
        const bar = new Entity(`bar ${i}`);
        bar.addComponent('render', { type: 'box', material });
        bar.setLocalPosition((i - (BAR_COUNT - 1) / 2) * 0.32, 0, 0);
        bar.setLocalScale(0.25, 0.1, 0.25);
        app.root.addChild(bar);
        bars.push(bar);
    }

    // The speaker holds the music and the script; the sound is not positional.
    const speaker = new Entity('visualizer');
    speaker.addComponent('sound', { positional: false, volume: 0.8 });
    speaker.sound?.addSlot('music', { asset: createAudioAsset(app, 'music', createMusicLoop()).id, loop: true, autoPlay: false });
    speaker.addComponent('script');
    const visualizer = speaker.script?.create(MusicVisualizer, { properties: { bars, maxHeight: 3 } });
    app.root.addChild(speaker);

    const label = document.createElement('div');
    label.style.cssText = 'position:absolute;top:12px;left:12px;padding:6px 12px;font:16px sans-serif;color:#fff;background:rgba(0,0,0,0.5)';
    label.textContent = 'Click, tap or Space to play';
    document.body.appendChild(label);
    visualizer?.on('toggle', (/** @type {boolean} */ playing) => {
        label.textContent = playing ? 'Playing: click to pause' : 'Paused: click to play';
    });
    app.on('destroy', () => label.remove());

    app.start();
    return app;
}
