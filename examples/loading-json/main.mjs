import {
    Application,
    Asset,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    TouchDevice
} from 'playcanvas';
import { createLevelFiles } from './level-files.mjs';
import { LevelLoader } from './level-loader.mjs';

/**
 * Builds levels of box columns described by JSON files. A click switches to
 * the next file.
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

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 40, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(5, 6, 7);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    // One JSON asset per file. Nothing is downloaded until the script loads it.
    const levels = createLevelFiles().map(({ name, url }) => {
        const asset = new Asset(name, 'json', { url, filename: name });
        app.assets.add(asset);
        return asset;
    });

    const status = document.createElement('div');
    status.style.cssText = 'position:fixed;top:12px;width:100%;text-align:center;' +
        'color:#fff;font:20px system-ui,sans-serif;pointer-events:none';
    document.body.append(status);
    app.on('level:status', (text) => {
        status.textContent = text;
    });

    const level = new Entity('level');
    level.addComponent('script');
    level.script?.create(LevelLoader, { properties: { levels } });
    app.root.addChild(level);

    app.start();
    return app;
}
