import {
    Application,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    TouchDevice
} from 'playcanvas';
import { createSceneData, toSceneUrl } from './scene-data.mjs';
import { SceneSwitcher } from './scene-switcher.mjs';

/** Which scene each scene leads to. */
const NEXT = { Day: 'Night', Night: 'Day' };

/**
 * Two scenes, Day (boxes) and Night (spheres). A click, a tap, Space or
 * Enter changes to the other one.
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

    // In the Editor the scenes exist already; here they are registered by hand.
    app.scenes.add('Day', toSceneUrl(createSceneData({
        name: 'Day', sky: [0.55, 0.75, 0.95], ambient: [0.35, 0.35, 0.4], shape: 'box', light: 1
    })));
    app.scenes.add('Night', toSceneUrl(createSceneData({
        name: 'Night', sky: [0.03, 0.04, 0.1], ambient: [0.05, 0.05, 0.12], shape: 'sphere', light: 0.35
    })));

    // The demo's scene files carry no scripts, so give every loaded scene
    // its switcher here. In the Editor the script is saved in each scene.
    app.on('scene:changed', (/** @type {'Day'|'Night'} */ name, /** @type {Entity} */ root) => {
        const camera = root.findByName('Camera');
        if (!(camera instanceof Entity)) return;
        camera.addComponent('script');
        camera.script?.create(SceneSwitcher, { properties: { sceneName: NEXT[name] } });
    });

    app.start();

    app.scenes.changeScene('Day', (err, root) => {
        if (!err && root) app.fire('scene:changed', 'Day', root);
    });
    return app;
}
