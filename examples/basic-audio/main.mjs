import {
    Application,
    Color,
    DISTANCE_INVERSE,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { createAudioAsset, createBlip, createHum } from './generated-sounds.mjs';
import { SpeakerControl } from './speaker-control.mjs';

/**
 * Builds a listener in the middle of a floor and a speaker that circles it,
 * playing a generated positional sound.
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

    const humAsset = createAudioAsset(app, 'hum', createHum());
    const blipAsset = createAudioAsset(app, 'blip', createBlip(880));

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(16, 1, 16);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    // The camera is the listener: it hears the world from where it stands.
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.addComponent('audiolistener');
    camera.setPosition(0, 1.6, 0);
    camera.setEulerAngles(-25, 0, 0);
    app.root.addChild(camera);

    // A marker in front of the listener, so you can see which way it faces.
    const marker = new Entity('marker');
    marker.addComponent('render', { type: 'cone', material: createMaterial(0.9, 0.9, 0.9) });
    marker.setPosition(0, 0.25, -3);
    marker.setLocalScale(0.5, 0.5, 0.5);
    app.root.addChild(marker);

    // Feedback sounds are not positional: same volume in both ears.
    const ui = new Entity('ui sounds');
    ui.addComponent('sound', { positional: false, volume: 0.6 });
    ui.sound?.addSlot('blip', { asset: blipAsset.id, overlap: true });
    app.root.addChild(ui);

    // The speaker: a positional, looping sound that gets quieter with distance.
    const speaker = new Entity('speaker');
    speaker.addComponent('render', { type: 'sphere', material: createMaterial(0.95, 0.55, 0.2) });
    speaker.addComponent('sound', {
        positional: true,
        refDistance: 2,
        maxDistance: 30,
        rollOffFactor: 1,
        distanceModel: DISTANCE_INVERSE,
        volume: 1
    });
    speaker.sound?.addSlot('hum', { asset: humAsset.id, loop: true, autoPlay: false });
    speaker.addComponent('script');
    speaker.script?.create(SpeakerControl, { properties: { ui, radius: 6 } });
    app.root.addChild(speaker);

    app.start();
    return app;
}
