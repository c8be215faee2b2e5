import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { Blaster } from './blaster.mjs';
import { FpsPlayer } from './fps-player.mjs';
import { Target } from './target.mjs';

/**
 * Builds the starter kit level: an arena with walls, steps up to a
 * balcony, spinning targets, a player with a blaster, and a small HTML HUD.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        keyboard: new Keyboard(window)
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

    /**
     * Adds a solid box by its centre and size.
     *
     * @param {number[]} center - [x, y, z].
     * @param {number[]} size - [width, height, depth].
     * @param {StandardMaterial} material - Material.
     */
    const addSolid = ([x, y, z], [sx, sy, sz], material) => {
        const box = new Entity('solid');
        box.addComponent('render', { type: 'box', material });
        box.setLocalScale(sx, sy, sz);
        box.setPosition(x, y, z);
        box.tags.add('solid');
        app.root.addChild(box);
    };

    const floor = createMaterial(0.4, 0.42, 0.45);
    const wall = createMaterial(0.7, 0.68, 0.64);
    const step = createMaterial(0.55, 0.6, 0.75);

    // The floor is a thin box, so the player can stand on it like any solid.
    addSolid([0, -0.5, 0], [40, 1, 40], floor);
    addSolid([0, 2, -20], [40, 4, 1], wall);
    addSolid([0, 2, 20], [40, 4, 1], wall);
    addSolid([-20, 2, 0], [1, 4, 40], wall);
    addSolid([20, 2, 0], [1, 4, 40], wall);

    // Steps of 0.8 units: each one can be reached with a jump.
    addSolid([8, 0.4, 6], [3, 0.8, 3], step);
    addSolid([8, 0.8, 3], [3, 1.6, 3], step);
    addSolid([8, 1.2, -0.5], [3, 2.4, 4], step);
    // A balcony towards the far wall, level with the top step.
    addSolid([12, 1.2, -10], [10, 2.4, 15], step);

    // Cover to hide behind.
    addSolid([-6, 0.75, -4], [4, 1.5, 1], wall);
    addSolid([-10, 1, 6], [1, 2, 5], wall);

    const targetMaterial = createMaterial(0.95, 0.3, 0.25);
    [[-12, 1.5, -14], [-4, 3, -16], [4, 1.2, -10], [12, 3.5, -14], [16, 3.5, -8], [-14, 2, 12]]
        .forEach(([x, y, z], i) => {
            const target = new Entity(`target-${i}`);
            target.addComponent('render', { type: 'box', material: targetMaterial });
            target.setLocalScale(0.8, 0.8, 0.8);
            target.setPosition(x, y, z);
            target.addComponent('script');
            target.script?.create(Target, { properties: { points: 10, respawnTime: 3 } });
            app.root.addChild(target);
        });

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 50,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(55, 35, 0);
    app.root.addChild(light);

    const player = new Entity('player');
    player.setPosition(0, 0, 14);
    app.root.addChild(player);

    const camera = new Entity('camera');
    camera.addComponent('camera', { fov: 70, nearClip: 0.05, clearColor: new Color(0.55, 0.7, 0.85) });
    camera.setLocalPosition(0, 1.6, 0);
    player.addChild(camera);

    player.addComponent('script');
    player.script?.create(FpsPlayer, { properties: { camera } });
    camera.addComponent('script');
    camera.script?.create(Blaster);

    // HUD: a crosshair and the score, drawn with HTML over the canvas.
    const hud = document.createElement('div');
    Object.assign(hud.style, {
        position: 'absolute',
        inset: '0',
        pointerEvents: 'none',
        color: '#fff',
        font: 'bold 18px sans-serif'
    });
    hud.innerHTML =
        '<div style="position:absolute;left:50%;top:50%;width:6px;height:6px;margin:-3px;' +
        'border-radius:50%;background:#fff"></div>' +
        '<div id="score" style="position:absolute;left:16px;top:12px">Score: 0 (click to play)</div>';
    document.body.appendChild(hud);
    const scoreLabel = /** @type {HTMLElement} */ (hud.querySelector('#score'));

    let score = 0;
    app.on('score:add', (/** @type {number} */ points) => {
        score += points;
        scoreLabel.textContent = `Score: ${score}`;
    });
    app.on('destroy', () => hud.remove());

    app.start();
    return app;
}
