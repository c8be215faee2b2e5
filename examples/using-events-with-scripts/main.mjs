import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { KeyHitter } from './key-hitter.mjs';
import { ScoreKeeper } from './score-keeper.mjs';
import { Target } from './target.mjs';

/**
 * Builds the events demo: three targets, a score keeper and a key handler
 * that talk to each other only through events.
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
    floor.setLocalScale(10, 1, 6);
    app.root.addChild(floor);

    // Three targets worth 10, 20 and 30 points.
    /** @type {Entity[]} */
    const targets = [];
    [10, 20, 30].forEach((points, i) => {
        const target = new Entity(`target-${i + 1}`);
        target.addComponent('render', { type: 'cylinder' });
        target.setPosition((i - 1) * 2.5, 0.5, 0);
        target.addComponent('script');
        target.script?.create(Target, { properties: { points } });
        app.root.addChild(target);
        targets.push(target);
    });

    const game = new Entity('game');
    game.addComponent('script');
    game.script?.create(ScoreKeeper, { properties: { goal: 100 } });
    game.script?.create(KeyHitter, { properties: { targets } });
    app.root.addChild(game);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 4, 7);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    // The HTML score line is one more listener; no script knows about it.
    const status = document.createElement('div');
    status.style.cssText = 'position:fixed;left:12px;top:12px;font:16px monospace;color:#fff';
    status.textContent = 'Keys 1-3: hit (Shift: double), D: toggle target 1';
    document.body.append(status);
    let wins = 0;
    app.on('game:won', () => {
        wins++;
    });
    app.on('score:changed', (/** @type {number} */ score, /** @type {number} */ goal) => {
        status.textContent = `score ${score} / ${goal} | wins ${wins}`;
    });
    // once(): the handler removes itself after the first call.
    app.once('game:won', () => console.log('First win!'));

    app.start();
    return app;
}
