import {
    Application,
    Color,
    EVENT_KEYDOWN,
    Entity,
    FILLMODE_NONE,
    KEY_P,
    KEY_S,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { TimerDemo } from './timer-demo.mjs';

/** @import { KeyboardEvent } from 'playcanvas' */

/**
 * Builds the timer demo: a blinking beacon and boxes that appear and
 * disappear on timers. P pauses the app's time and S toggles slow motion.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { keyboard: new Keyboard(window) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.45, 0.5, 0.55);
    floorMaterial.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(10, 1, 8);
    app.root.addChild(floor);

    const beaconMaterial = new StandardMaterial();
    beaconMaterial.emissive = new Color(1, 0.2, 0.2);
    beaconMaterial.update();

    const beacon = new Entity('beacon');
    beacon.addComponent('render', { type: 'sphere', material: beaconMaterial });
    beacon.setPosition(0, 2.5, -3);
    beacon.setLocalScale(0.5, 0.5, 0.5);
    app.root.addChild(beacon);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 6, 8);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    // The timer script lives on its own entity.
    const director = new Entity('director');
    director.addComponent('script');
    const demo = director.script?.create(TimerDemo, {
        properties: { beacon, blinkInterval: 0.5, spawnInterval: 1.5, lifetime: 4 }
    });
    app.root.addChild(director);

    // P: pause or resume. S: slow motion on or off. Both only change timeScale.
    let slow = false;
    let paused = false;
    const applyTimeScale = () => {
        app.timeScale = paused ? 0 : (slow ? 0.25 : 1);
    };
    app.keyboard?.on(EVENT_KEYDOWN, (/** @type {KeyboardEvent} */ event) => {
        if (event.key === KEY_P) paused = !paused;
        if (event.key === KEY_S) slow = !slow;
        applyTimeScale();
    });

    // A status line: the next spawn countdown and the current time scale.
    const status = document.createElement('div');
    status.style.cssText = 'position:fixed;left:12px;top:12px;font:16px monospace;color:#fff';
    document.body.append(status);
    app.on('update', () => {
        const next = demo instanceof TimerDemo ? demo.nextSpawnIn.toFixed(1) : '-';
        status.textContent = `next box in ${next} s | timeScale ${app.timeScale} | P: pause, S: slow`;
    });

    app.start();
    return app;
}
