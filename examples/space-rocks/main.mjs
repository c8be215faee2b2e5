import {
    Application,
    Asset,
    CanvasFont,
    Color,
    ELEMENTTYPE_TEXT,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    PROJECTION_ORTHOGRAPHIC,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    StandardMaterial,
    Vec2,
    Vec4
} from 'playcanvas';
import { SpaceRocksGame } from './game.mjs';
import { Ship } from './ship.mjs';
import { ScreenWrap, VIEW } from './wrap.mjs';

/**
 * @param {Color} color - The colour.
 * @param {boolean} glow - Whether the material ignores lighting and glows.
 * @returns {StandardMaterial} The material.
 */
function createMaterial(color, glow) {
    const material = new StandardMaterial();
    material.diffuse = glow ? new Color(0, 0, 0) : color;
    if (glow) {
        material.emissive = color;
        material.useLighting = false;
    }
    material.update();
    return material;
}

/**
 * Builds Space Rocks: a top-down orthographic view of the plane z = 0 with
 * the ship in the middle, the HUD and the game manager.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The camera looks down the -z axis; the game is played on the xy plane.
    const camera = new Entity('camera');
    camera.addComponent('camera', {
        projection: PROJECTION_ORTHOGRAPHIC,
        orthoHeight: VIEW.halfHeight,
        clearColor: new Color(0.02, 0.02, 0.06)
    });
    camera.setPosition(0, 0, 20);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.4 });
    light.setEulerAngles(60, 30, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.15, 0.15, 0.2);

    // The ship: a cone points along +y, which is the ship's forward direction.
    const shipColor = new Color(0.9, 0.95, 1);
    const ship = new Entity('ship');
    ship.addComponent('render', { type: 'cone', material: createMaterial(shipColor, false) });
    ship.setLocalScale(0.8, 1.2, 0.4);
    app.root.addChild(ship);

    // The flame sits behind the ship and points the other way.
    const flame = new Entity('flame');
    flame.addComponent('render', { type: 'cone', material: createMaterial(new Color(1, 0.55, 0.1), true) });
    flame.setLocalPosition(0, -0.6, 0);
    flame.setLocalEulerAngles(0, 0, 180);
    flame.enabled = false;
    ship.addChild(flame);

    // The Ship script takes the bullets' material as an asset, as the Editor
    // would give it; here the asset wraps a material made in code.
    const bulletMaterial = new Asset('bullet material', 'material');
    bulletMaterial.resource = createMaterial(new Color(1, 1, 0.6), true);
    bulletMaterial.loaded = true;
    app.assets.add(bulletMaterial);

    ship.addComponent('script');
    ship.script?.create(Ship, {
        properties: { flame, bulletMaterial }
    });
    ship.script?.create(ScreenWrap, { properties: { margin: 0.6 } });

    // One small ship per life; the game places them in the top-left corner.
    const iconMaterial = createMaterial(shipColor, true);
    const lifeIcons = [0, 1, 2].map((i) => {
        const icon = new Entity(`life ${i}`);
        icon.addComponent('render', { type: 'cone', material: iconMaterial });
        icon.setLocalScale(0.45, 0.7, 0.2);
        app.root.addChild(icon);
        return icon;
    });

    // Text with the engine's UI and a font rendered from a system font.
    const font = new CanvasFont(app, { fontName: 'monospace', fontSize: 48, color: new Color(1, 1, 1) });
    font.createTextures(' 0123456789-ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');

    const screen = new Entity('hud');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    /**
     * @param {string} name - Entity name.
     * @param {number} anchorY - Vertical anchor, 0 = bottom and 1 = top.
     * @param {number} offsetY - Offset from the anchor in reference pixels.
     * @param {number} size - Font size.
     * @returns {Entity} A centred text element.
     */
    const addText = (name, anchorY, offsetY, size) => {
        const text = new Entity(name);
        text.addComponent('element', {
            type: ELEMENTTYPE_TEXT,
            anchor: new Vec4(0.5, anchorY, 0.5, anchorY),
            pivot: new Vec2(0.5, 0.5),
            fontSize: size,
            text: ''
        });
        if (text.element) text.element.font = font;
        text.setLocalPosition(0, offsetY, 0);
        screen.addChild(text);
        return text;
    };
    const scoreText = addText('score', 1, -40, 40);
    const messageText = addText('message', 0.5, 0, 36);

    const game = new Entity('game');
    app.root.addChild(game);
    game.addComponent('script');
    game.script?.create(SpaceRocksGame, {
        properties: { ship, scoreText, messageText, lifeIcons, startLives: 3 }
    });

    app.start();
    return app;
}
