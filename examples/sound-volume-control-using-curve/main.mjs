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
import { PlayerMover } from './player-mover.mjs';
import { createAudioAsset, createRadioTune } from './radio-sound.mjs';
import { VolumeByDistance } from './volume-by-distance.mjs';

/**
 * A radio at one end of a track and a player you move along it. A curve of the
 * distance sets the radio's volume; a row of posts behind the track draws
 * that curve, and the bar above the player shows the volume now.
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
    light.setEulerAngles(50, 20, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18), fov: 40 });
    camera.setPosition(6, 5, 13);
    camera.lookAt(6, 0.5, 0);
    app.root.addChild(camera);

    const track = new Entity('track');
    track.addComponent('render', { type: 'box', material: createMaterial(0.35, 0.38, 0.42) });
    track.setLocalPosition(6, -0.05, 0);
    track.setLocalScale(14, 0.1, 2);
    app.root.addChild(track);

    // The radio: the sound is not positional, because the curve alone sets the volume.
    const radio = new Entity('radio');
    radio.addComponent('render', { type: 'box', material: createMaterial(0.95, 0.55, 0.2) });
    radio.setLocalPosition(0, 0.4, 0);
    radio.setLocalScale(0.8, 0.8, 0.8);
    radio.addComponent('sound', { positional: false });
    radio.sound?.addSlot('tune', { asset: createAudioAsset(app, 'tune', createRadioTune()).id, loop: true, autoPlay: false, volume: 0 });
    app.root.addChild(radio);

    const player = new Entity('player');
    player.addComponent('render', { type: 'capsule', material: createMaterial(0.3, 0.7, 0.95) });
    player.setLocalPosition(4, 1, 0);
    player.addComponent('script');
    player.script?.create(PlayerMover, { properties: { minX: 0.8, maxX: 12.5 } });
    app.root.addChild(player);

    const meter = new Entity('meter');
    meter.addComponent('render', { type: 'box', material: createMaterial(0.4, 0.95, 0.5) });
    player.addChild(meter);

    radio.addComponent('script');
    const control = radio.script?.create(VolumeByDistance, { properties: { listener: player, maxDistance: 10, meter } });

    // Posts behind the track draw the curve: height = volume at that distance.
    const postMaterial = createMaterial(0.85, 0.85, 0.9);
    for (let i = 0; i <= 25; i++) {
        const distance = i * 0.5;
        const volume = control?.volumeCurve.value(Math.min(distance / 10, 1)) ?? 0;
        const post = new Entity(`post ${i}`);
        post.addComponent('render', { type: 'box', material: postMaterial });
        post.setLocalScale(0.12, 0.02 + volume * 1.5, 0.12);
        post.setLocalPosition(distance, (0.02 + volume * 1.5) / 2, -1.5);
        app.root.addChild(post);
    }

    const label = document.createElement('div');
    label.style.cssText = 'position:absolute;top:12px;left:12px;padding:6px 12px;font:16px sans-serif;color:#fff;background:rgba(0,0,0,0.5)';
    label.textContent = 'Drag, or hold the arrow keys, to move';
    document.body.appendChild(label);
    app.on('destroy', () => label.remove());

    app.start();
    return app;
}
