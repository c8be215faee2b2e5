import {
    Application,
    EVENT_KEYDOWN,
    Entity,
    FILLMODE_NONE,
    KEY_1,
    Keyboard,
    RESOLUTION_AUTO
} from 'playcanvas';
import { AreaLoader } from './area-loader.mjs';
import { loadHierarchy, loadSettings } from './scene-loading.mjs';
import { registerScenes } from './scenes.mjs';

const AREAS = ['Garden', 'Pond', 'Tower'];

/**
 * Loads the Base scene, then adds and removes three area scenes on top of
 * it with buttons or the keys 1, 2 and 3.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { keyboard: new Keyboard(window) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    registerScenes(app);
    app.start();

    const { panel, status, buttons } = createPanel();

    start(app).then((loader) => {
        loader.on('change', (/** @type {string[]} */ names) => {
            status.textContent = `Areas: ${loader.summary}`;
            buttons.forEach((button, i) => button.setAttribute('aria-pressed', String(names.includes(AREAS[i]))));
        });
        buttons.forEach((button, i) => button.addEventListener('click', () => loader.toggle(AREAS[i])));
        app.keyboard?.on(EVENT_KEYDOWN, (event) => {
            const index = event.key - KEY_1;
            if (index >= 0 && index < AREAS.length) loader.toggle(AREAS[index]);
        });
        loader.show('Garden');
        loader.show('Tower');
        panel.hidden = false;
    });
    return app;
}

/**
 * Base scene first: its settings, then its entities. Then the loader, on an
 * entity of its own that no scene file contains.
 *
 * @param {Application} app - The application.
 * @returns {Promise<AreaLoader>} The area loader.
 */
async function start(app) {
    await loadSettings(app, 'Base');
    await loadHierarchy(app, 'Base');

    const streaming = new Entity('Streaming');
    streaming.addComponent('script');
    const loader = /** @type {AreaLoader} */ (streaming.script?.create(AreaLoader, {
        properties: { areas: AREAS }
    }));
    app.root.addChild(streaming);
    return loader;
}

/**
 * @returns {{ panel: HTMLElement, status: HTMLElement, buttons: HTMLButtonElement[] }} An HTML panel over the canvas.
 */
function createPanel() {
    const panel = document.createElement('div');
    panel.hidden = true;
    panel.style.cssText = 'position:fixed;left:12px;top:12px;font:15px system-ui,sans-serif;color:#fff;' +
        'background:rgba(20,24,30,0.75);padding:10px 12px;border-radius:6px';
    const status = document.createElement('div');
    status.textContent = 'Areas: none';
    status.style.marginBottom = '8px';
    const buttons = AREAS.map((name, i) => {
        const button = document.createElement('button');
        button.textContent = name;
        button.title = `Key ${i + 1}`;
        button.setAttribute('aria-pressed', 'false');
        button.style.cssText = 'margin-right:6px;font-size:15px';
        return button;
    });
    panel.append(status, ...buttons);
    document.body.append(panel);
    return { panel, status, buttons };
}
