import {
    Application,
    EVENT_KEYDOWN,
    Entity,
    FILLMODE_NONE,
    KEY_N,
    KEY_SPACE,
    Keyboard,
    RESOLUTION_AUTO
} from 'playcanvas';
import { SceneFlow } from './scene-flow.mjs';
import { registerScenes } from './scenes.mjs';

/**
 * Three complete scenes, switched in turn behind a fading curtain. The Game
 * entity, its script and the count of switches live outside the scenes.
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

    const curtain = document.createElement('div');
    curtain.style.cssText = 'position:fixed;inset:0;background:#101418;opacity:1;pointer-events:none';
    const hud = document.createElement('div');
    hud.style.cssText = 'position:fixed;left:12px;top:12px;font:15px system-ui,sans-serif;color:#fff;' +
        'background:rgba(20,24,30,0.75);padding:8px 12px;border-radius:6px';
    const label = document.createElement('span');
    const button = document.createElement('button');
    button.textContent = 'Next scene';
    button.style.cssText = 'margin-left:10px;font-size:15px';
    hud.append(label, button);
    document.body.append(curtain, hud);

    // Not part of any scene file, so no scene switch destroys it.
    const game = new Entity('Game');
    game.addComponent('script');
    const flow = /** @type {SceneFlow} */ (game.script?.create(SceneFlow, {
        properties: { scenes: ['Meadow', 'Desert', 'Snow'] }
    }));
    flow.curtain = curtain;
    app.root.addChild(game);

    flow.on('changed', (/** @type {string} */ name) => {
        const position = flow.scenes.indexOf(name) + 1;
        label.textContent = `${name} (${position} of ${flow.scenes.length}), switches: ${flow.switches}`;
    });
    // The button is disabled while a switch runs, so a click is never dropped unseen.
    const follow = (/** @type {Promise<void>} */ switching) => {
        button.disabled = true;
        switching.finally(() => { button.disabled = false; });
    };
    const next = () => {
        if (!flow.switching) follow(flow.next());
    };
    button.addEventListener('click', next);
    app.keyboard?.on(EVENT_KEYDOWN, (event) => {
        if (event.key === KEY_N || event.key === KEY_SPACE) next();
    });

    follow(flow.goTo('Meadow'));
    return app;
}
