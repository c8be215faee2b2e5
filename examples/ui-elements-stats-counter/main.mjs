import {
    Application,
    CanvasFont,
    Color,
    ELEMENTTYPE_IMAGE,
    ELEMENTTYPE_TEXT,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    StandardMaterial,
    TouchDevice,
    Vec2,
    Vec4
} from 'playcanvas';
import { CoinClicker } from './coin-clicker.mjs';
import { StatsCounter } from './stats-counter.mjs';

/** @import { CanvasFont as Font } from 'playcanvas' */

/**
 * Adds a stats panel to the screen: a dark box with a caption and a counter.
 *
 * @param {Entity} screen - The screen entity.
 * @param {Font} font - The font for both texts.
 * @param {string} name - Entity name of the counter.
 * @param {string} caption - Caption above the number.
 * @param {Vec4} anchor - Corner of the screen to stick to.
 * @param {Vec2} pivot - Point of the panel that sits on the anchor.
 * @param {Vec2} offset - Gap from the corner in screen units.
 * @returns {StatsCounter} The counter script.
 */
function addPanel(screen, font, name, caption, anchor, pivot, offset) {
    const panel = new Entity(`${name} panel`);
    panel.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor, pivot, width: 260, height: 110,
        color: new Color(0, 0, 0), opacity: 0.45
    });
    panel.setLocalPosition(offset.x, offset.y, 0);
    screen.addChild(panel);

    const label = new Entity(`${name} caption`);
    label.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, 1, 0.5, 1), pivot: new Vec2(0.5, 1),
        font, fontSize: 24, text: caption, color: new Color(0.75, 0.8, 0.85)
    });
    label.setLocalPosition(0, -10, 0);
    panel.addChild(label);

    const number = new Entity(name);
    number.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, 0.4, 0.5, 0.4), pivot: new Vec2(0.5, 0.5),
        font, fontSize: 48, text: '0', color: new Color(1, 0.85, 0.3)
    });
    number.addComponent('script');
    panel.addChild(number);
    return /** @type {StatsCounter} */ (number.script?.create(StatsCounter));
}

/**
 * Builds a spinning coin to click and two stats panels that count up.
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
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 35, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.14, 0.2) });
    camera.setPosition(0, 0, 5);
    app.root.addChild(camera);

    const gold = new StandardMaterial();
    gold.diffuse = new Color(0.95, 0.7, 0.15);
    gold.specular = new Color(0.6, 0.5, 0.3);
    gold.gloss = 0.7;
    gold.update();

    // The parent spins around Y; the child stands the cylinder up to face the camera.
    const coin = new Entity('coin');
    const face = new Entity('coin face');
    face.addComponent('render', { type: 'cylinder', material: gold });
    face.setLocalEulerAngles(90, 0, 0);
    face.setLocalScale(1.6, 0.2, 1.6);
    coin.addChild(face);
    coin.addComponent('script');
    const clicker = /** @type {CoinClicker} */ (coin.script?.create(CoinClicker));
    app.root.addChild(coin);

    // Digits, the separator and the captions' letters, drawn once into the atlas.
    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 64 });
    font.createTextures('0123456789, COINS CLICKS Streak x Click, tap or press Space');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    const coins = addPanel(screen, font, 'coins', 'COINS',
        new Vec4(0, 1, 0, 1), new Vec2(0, 1), new Vec2(24, -24));
    const clicks = addPanel(screen, font, 'clicks', 'CLICKS',
        new Vec4(1, 1, 1, 1), new Vec2(1, 1), new Vec2(-24, -24));
    clicks.duration = 0.3;

    const hint = new Entity('hint');
    hint.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, 0, 0.5, 0), pivot: new Vec2(0.5, 0),
        font, fontSize: 32, text: 'Click, tap or press Space', color: new Color(1, 1, 1)
    });
    hint.setLocalPosition(0, 40, 0);
    screen.addChild(hint);

    app.on('stats:changed', (/** @type {{ coins: number, clicks: number, streak: number }} */ stats) => {
        coins.setValue(stats.coins);
        clicks.setValue(stats.clicks);
        if (hint.element) {
            hint.element.text = stats.streak >= 2 ? `Streak x${stats.streak}` : 'Click, tap or press Space';
        }
    });

    // Count up from 0 to the saved total once at the start.
    coins.setValue(clicker.coins);

    app.start();
    return app;
}
