import {
    Application,
    BUTTON_TRANSITION_MODE_TINT,
    CanvasFont,
    Color,
    ELEMENTTYPE_GROUP,
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
import { LoadingCircle } from './loading-circle.mjs';
import { TextureBaker } from './texture-baker.mjs';

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
 * A loading circle that follows a task making 16 textures, a strip that
 * shows each texture as it is made, and a button that runs the task again.
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
    font.createTextures('0123456789%/ BakingtexturesDoneRestart:');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true, referenceResolution: new Vec2(1280, 720), scaleMode: SCALEMODE_BLEND, scaleBlend: 0.5
    });
    app.root.addChild(screen);

    // The ring: an image element whose texture the script draws.
    const ring = new Entity('loading circle');
    ring.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        width: 240, height: 240
    });
    ring.setLocalPosition(0, 80, 0);
    const percent = centredText('percent', font, '0%', 52);
    ring.addChild(percent);
    ring.addComponent('script');
    const circle = /** @type {LoadingCircle} */ (ring.script?.create(LoadingCircle, {
        properties: { label: percent }
    }));
    screen.addChild(ring);

    const status = centredText('status', font, '', 28);
    status.setLocalPosition(0, -80, 0);
    screen.addChild(status);

    // One slot per texture, lined up by a Layout Group component.
    const strip = new Entity('strip');
    strip.addComponent('element', {
        type: ELEMENTTYPE_GROUP, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        width: 720, height: 40
    });
    strip.addComponent('layoutgroup', { spacing: new Vec2(6, 0), alignment: new Vec2(0.5, 0.5) });
    strip.setLocalPosition(0, -140, 0);
    screen.addChild(strip);

    // The task lives on its own entity; the e2e test reads its `runs`.
    const task = new Entity('baker');
    task.addComponent('script');
    const baker = /** @type {TextureBaker} */ (task.script?.create(TextureBaker));
    app.root.addChild(task);

    /** @type {Entity[]} */
    const slots = [];
    for (let i = 0; i < baker.count; i++) {
        const slot = new Entity(`slot-${i}`);
        slot.addComponent('element', { type: ELEMENTTYPE_IMAGE, width: 38, height: 38, color: new Color(0.2, 0.22, 0.27) });
        strip.addChild(slot);
        slots.push(slot);
    }

    baker.on('progress', (/** @type {number} */ fraction, /** @type {number} */ done) => {
        circle.progress = fraction;
        if (status.element) status.element.text = `Baking textures ${done} / ${baker.count}`;
        if (done === 0) {
            // A new run: empty slots again.
            slots.forEach((slot) => {
                if (slot.element) {
                    slot.element.texture = /** @type {any} */ (null); // null: no texture
                    slot.element.color = new Color(0.2, 0.22, 0.27);
                }
            });
        }
    });
    baker.on('baked', (/** @type {import('playcanvas').Texture} */ texture, /** @type {number} */ index) => {
        const element = slots[index]?.element;
        if (element) {
            element.color = new Color(1, 1, 1);
            element.texture = texture;
        }
    });
    baker.on('finished', () => {
        if (status.element) status.element.text = `Done: ${baker.count} textures`;
    });

    const button = new Entity('restart button');
    button.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0.1, 0.5, 0.1), pivot: new Vec2(0.5, 0.5),
        width: 220, height: 64, color: new Color(0.22, 0.26, 0.34), useInput: true
    });
    button.addComponent('button', {
        imageEntity: button,
        transitionMode: BUTTON_TRANSITION_MODE_TINT,
        hoverTint: new Color(0.32, 0.38, 0.5),
        pressedTint: new Color(0.14, 0.16, 0.22)
    });
    button.addChild(centredText('label', font, 'Restart', 30));
    button.button?.on('click', () => baker.start());
    screen.addChild(button);

    app.start();
    return app;
}
