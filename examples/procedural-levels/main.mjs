import {
    Application,
    Color,
    EVENT_KEYDOWN,
    Entity,
    FILLMODE_NONE,
    KEY_R,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { LevelGenerator } from './level-generator.mjs';

/**
 * A level built from a seed. "New level" or R builds the level of the next
 * seed; the panel shows the seed and what the level contains.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { keyboard: new Keyboard(window) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.4, 0.42, 0.48);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.72, 0.85) });
    camera.setPosition(0, 10, 9.5);
    camera.lookAt(0, 0, 0.5);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(55, 35, 0);
    app.root.addChild(light);

    const waterMaterial = new StandardMaterial();
    waterMaterial.diffuse = new Color(0.2, 0.45, 0.7);
    waterMaterial.update();
    const water = new Entity('water');
    water.addComponent('render', { type: 'plane', material: waterMaterial, castShadows: false });
    water.setLocalScale(14, 1, 14);
    app.root.addChild(water);

    const panel = document.createElement('div');
    panel.style.cssText = 'position:fixed;left:12px;top:12px;font:15px system-ui,sans-serif;color:#fff;' +
        'background:rgba(20,24,30,0.75);padding:8px 12px;border-radius:6px;display:flex;gap:10px;align-items:center';
    const label = document.createElement('span');
    const button = document.createElement('button');
    button.textContent = 'New level';
    button.title = 'Key R';
    button.style.fontSize = '15px';
    panel.append(button, label);
    document.body.append(panel);

    const level = new Entity('Level');
    level.addComponent('script');
    const generator = /** @type {LevelGenerator} */ (level.script?.create(LevelGenerator, { properties: { seed: 1, size: 9 } }));
    const show = () => {
        label.textContent = `Seed ${generator.seed}: ${generator.blockCount} blocks, ${generator.gemCount} gems`;
    };
    generator.on('generated', show);
    app.root.addChild(level);
    show();

    const next = () => {
        generator.seed += 1;
        generator.generate();
    };
    button.addEventListener('click', next);
    app.keyboard?.on(EVENT_KEYDOWN, (event) => {
        if (event.key === KEY_R) next();
    });

    app.start();
    return app;
}
