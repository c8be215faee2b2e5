import {
    Application,
    Color,
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    FILLMODE_NONE,
    KEY_SPACE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { Fader } from './fader.mjs';

/**
 * A row of crates in front of a pillar. A click, a tap or Space fades the
 * crates out one after another, and the next one fades them back in.
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

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(10, 1, 10);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 14 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(3.5, 2.6, 5.5);
    camera.lookAt(0, 0.6, 0);
    app.root.addChild(camera);

    // An opaque pillar behind the crates shows what the faded crates let through.
    const pillar = new Entity('pillar');
    pillar.addComponent('render', { type: 'cylinder', material: createMaterial(0.95, 0.75, 0.25) });
    pillar.setLocalScale(0.8, 2.4, 0.8);
    pillar.setLocalPosition(-0.6, 1.2, -1.6);
    app.root.addChild(pillar);

    // One material for all crates: the fader clones it, so fading one crate leaves the others alone.
    const crateMaterial = createMaterial(0.3, 0.6, 0.9);
    /** @type {Fader[]} */
    const faders = [];
    for (let i = 0; i < 3; i++) {
        const crate = new Entity(`crate ${i}`);
        crate.addComponent('render', { type: 'box', material: crateMaterial });
        crate.setLocalPosition(-1.6 + i * 1.3, 0.5, 0.2 - i * 0.6);
        crate.addComponent('script');
        const fader = crate.script?.create(Fader, { properties: { duration: 0.8, delay: i * 0.25 } });
        if (fader) faders.push(fader);
        app.root.addChild(crate);
    }

    const toggleAll = () => faders.forEach((fader) => fader.toggle());
    app.mouse?.on(EVENT_MOUSEDOWN, toggleAll);
    app.touch?.on(EVENT_TOUCHSTART, toggleAll);
    app.keyboard?.on(EVENT_KEYDOWN, (event) => {
        if (event.key === KEY_SPACE) toggleAll();
    });

    app.start();
    return app;
}
