import {
    Application,
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
import { TextInput } from './text-input.mjs';

/**
 * Creates a text element.
 *
 * @param {string} name - Entity name.
 * @param {CanvasFont} font - The font.
 * @param {number} size - Font size in screen units.
 * @param {Vec4} anchor - Anchor.
 * @param {Vec2} pivot - Pivot.
 * @returns {Entity} The entity.
 */
function label(name, font, size, anchor, pivot) {
    const entity = new Entity(name);
    entity.addComponent('element', {
        type: ELEMENTTYPE_TEXT, font, fontSize: size, anchor, pivot, text: ' ', color: new Color(1, 1, 1)
    });
    return entity;
}

/**
 * A name field built from UI elements, typed into through an HTML input,
 * and a greeting that follows what is typed.
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
    camera.addComponent('camera', { clearColor: new Color(0.16, 0.2, 0.28) });
    app.root.addChild(camera);

    // Printable ASCII now; typed characters outside it are added as they come.
    let ascii = '';
    for (let c = 32; c < 127; c++) ascii += String.fromCharCode(c);
    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontSize: 48 });
    font.createTextures(ascii);

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true, referenceResolution: new Vec2(1280, 720), scaleMode: SCALEMODE_BLEND, scaleBlend: 0.5
    });
    app.root.addChild(screen);

    const question = label('question', font, 40, new Vec4(0.5, 0.72, 0.5, 0.72), new Vec2(0.5, 0.5));
    if (question.element) question.element.text = 'What is your name?';
    screen.addChild(question);

    // The field: an image element that takes input, with its text inside.
    const field = new Entity('name field');
    field.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        width: 560, height: 84, color: new Color(0.08, 0.09, 0.12), useInput: true
    });
    const fieldText = label('name text', font, 40, new Vec4(0, 0.5, 0, 0.5), new Vec2(0, 0.5));
    fieldText.setLocalPosition(24, 0, 0);
    field.addChild(fieldText);
    screen.addChild(field);

    const greeting = label('greeting', font, 36, new Vec4(0.5, 0.3, 0.5, 0.3), new Vec2(0.5, 0.5));
    if (greeting.element) greeting.element.color = new Color(1, 0.85, 0.35);
    screen.addChild(greeting);

    field.addComponent('script');
    field.script?.create(TextInput, {
        properties: { textEntity: fieldText, placeholder: 'Click to type', maxLength: 16 }
    });

    field.on('textinput:change', (/** @type {string} */ value) => {
        const text = value ? `Hello, ${value}!` : ' ';
        font.updateTextures(text);
        if (greeting.element) greeting.element.text = text;
    });
    field.on('textinput:submit', (/** @type {string} */ value) => {
        if (field.element) field.element.color = value ? new Color(0.1, 0.22, 0.14) : new Color(0.08, 0.09, 0.12);
    });

    app.start();
    return app;
}
