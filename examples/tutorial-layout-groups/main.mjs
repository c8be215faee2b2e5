import {
    Application,
    BUTTON_TRANSITION_MODE_TINT,
    CanvasFont,
    Color,
    ELEMENTTYPE_IMAGE,
    ELEMENTTYPE_TEXT,
    ElementInput,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    TouchDevice,
    Vec2,
    Vec4
} from 'playcanvas';
import { LayoutModes } from './layout-modes.mjs';

/**
 * @param {string} name - Entity name.
 * @param {CanvasFont} font - The font.
 * @param {string} text - The text.
 * @param {number} size - Font size.
 * @returns {Entity} A text element centred in its parent.
 */
function centredText(name, font, text, size) {
    const entity = new Entity(name);
    entity.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        font, fontSize: size, text, color: new Color(1, 1, 1)
    });
    return entity;
}

/**
 * Six tiles in a Layout Group component, and three buttons that arrange
 * them as a row, a column or a grid.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas),
        elementInput: new ElementInput(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.11, 0.14) });
    app.root.addChild(camera);

    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 48 });
    font.createTextures('123456 RowColumnGrid');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true, referenceResolution: new Vec2(1280, 720), scaleMode: SCALEMODE_BLEND, scaleBlend: 0.5
    });
    app.root.addChild(screen);

    // The container: an image element so its area is visible.
    const tiles = new Entity('tiles');
    tiles.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        width: 640, height: 400, color: new Color(0.05, 0.06, 0.08)
    });
    tiles.setLocalPosition(0, 50, 0);
    tiles.addComponent('layoutgroup', {
        spacing: new Vec2(12, 12),
        padding: new Vec4(16, 16, 16, 16)
    });
    screen.addChild(tiles);

    const colors = [
        new Color(0.9, 0.45, 0.25), new Color(0.9, 0.7, 0.2), new Color(0.35, 0.75, 0.4),
        new Color(0.25, 0.65, 0.8), new Color(0.4, 0.45, 0.9), new Color(0.75, 0.4, 0.8)
    ];
    colors.forEach((color, i) => {
        const tile = new Entity(`tile-${i + 1}`);
        tile.addComponent('element', { type: ELEMENTTYPE_IMAGE, width: 180, height: 44, color });
        tile.addChild(centredText('number', font, `${i + 1}`, 30));
        tiles.addChild(tile);
    });
    // Tile 1 never grows taller than 120, whatever the layout stretches it to.
    const tile1 = /** @type {Entity} */ (tiles.findByName('tile-1'));
    tile1.addComponent('layoutchild', { maxHeight: 120 });

    tiles.addComponent('script');
    const modes = /** @type {LayoutModes} */ (tiles.script?.create(LayoutModes));

    ['Row', 'Column', 'Grid'].forEach((name, i) => {
        const button = new Entity(`${name} button`);
        button.addComponent('element', {
            type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.3 + i * 0.2, 0.1, 0.3 + i * 0.2, 0.1), pivot: new Vec2(0.5, 0.5),
            width: 200, height: 64, color: new Color(0.22, 0.26, 0.34), useInput: true
        });
        button.addComponent('button', {
            imageEntity: button,
            transitionMode: BUTTON_TRANSITION_MODE_TINT,
            hoverTint: new Color(0.32, 0.38, 0.5),
            pressedTint: new Color(0.14, 0.16, 0.22)
        });
        button.addChild(centredText('label', font, name, 30));
        button.button?.on('click', () => modes.setMode(i));
        screen.addChild(button);
    });

    // A heading that shows the current mode.
    const heading = centredText('heading', font, modes.modeName, 34);
    if (heading.element) heading.element.anchor = new Vec4(0.5, 1, 0.5, 1);
    heading.setLocalPosition(0, 26, 0);
    tiles.addChild(heading);
    heading.addComponent('layoutchild', { excludeFromLayout: true });
    tiles.on('layoutmodes:change', (/** @type {string} */ name) => {
        if (heading.element) heading.element.text = name;
    });

    app.start();
    return app;
}
