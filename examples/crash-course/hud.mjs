import {
    CanvasFont,
    Color,
    ELEMENTTYPE_TEXT,
    Entity,
    SCALEMODE_BLEND,
    Vec2,
    Vec4
} from 'playcanvas';

/** @import { AppBase } from 'playcanvas' */

/** Every character the HUD may show; the font draws these into its atlas. */
const CHARACTERS = ' !0123456789:.-ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Builds the user interface with the engine's own UI: a screen component and
 * text elements. The font is a CanvasFont, which renders a system font into
 * a texture at run time, so no font asset has to be loaded.
 *
 * @param {AppBase} app - The application.
 * @returns {{ score: Entity, timer: Entity, message: Entity }} The text entities.
 */
export function createHud(app) {
    const font = new CanvasFont(app, {
        fontName: 'Arial, sans-serif',
        fontWeight: 'bold',
        fontSize: 48,
        color: new Color(1, 1, 1)
    });
    font.createTextures(CHARACTERS);

    // A screen-space screen scales the UI with the window size.
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
     * @param {Vec4} anchor - Where on the screen the text is anchored.
     * @param {Vec2} pivot - Which point of the text sits on the anchor.
     * @param {Vec2} offset - Offset from the anchor in reference pixels.
     * @param {number} size - Font size in reference pixels.
     * @returns {Entity} The text entity.
     */
    const addText = (name, anchor, pivot, offset, size) => {
        const text = new Entity(name);
        text.addComponent('element', {
            type: ELEMENTTYPE_TEXT,
            anchor,
            pivot,
            fontSize: size,
            text: '',
            shadowColor: new Color(0, 0, 0, 0.6),
            shadowOffset: new Vec2(0.06, -0.06)
        });
        if (text.element) text.element.font = font;
        text.setLocalPosition(offset.x, offset.y, 0);
        screen.addChild(text);
        return text;
    };

    return {
        score: addText('score', new Vec4(0, 1, 0, 1), new Vec2(0, 1), new Vec2(24, -20), 40),
        timer: addText('timer', new Vec4(1, 1, 1, 1), new Vec2(1, 1), new Vec2(-24, -20), 40),
        message: addText('message', new Vec4(0.5, 0.5, 0.5, 0.5), new Vec2(0.5, 0.5), new Vec2(0, 120), 36)
    };
}
