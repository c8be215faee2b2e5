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
    FITTING_STRETCH,
    Mouse,
    ORIENTATION_VERTICAL,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    SCROLLBAR_VISIBILITY_SHOW_WHEN_REQUIRED,
    SCROLL_MODE_BOUNCE,
    TouchDevice,
    Vec2,
    Vec4
} from 'playcanvas';
import { ScrollList } from './scroll-list.mjs';

/**
 * A scroll view whose list grows at run time: the Add button appends a row
 * and the view scrolls to it. Drag the list, turn the mouse wheel or drag
 * the scrollbar's handle to scroll.
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
    font.createTextures('Entry 0123456789 Add row rows');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true, referenceResolution: new Vec2(1280, 720), scaleMode: SCALEMODE_BLEND, scaleBlend: 0.5
    });
    app.root.addChild(screen);

    // The scroll view: a panel that takes input, so the mouse wheel reaches it.
    const inbox = new Entity('inbox');
    inbox.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        width: 560, height: 420, color: new Color(0.05, 0.06, 0.08), useInput: true
    });
    inbox.setLocalPosition(0, 30, 0);
    screen.addChild(inbox);

    // The viewport masks its children: rows outside it are not drawn.
    const viewport = new Entity('viewport');
    viewport.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0, 0, 1, 1), pivot: new Vec2(0, 1),
        margin: new Vec4(10, 10, 36, 10), mask: true
    });
    inbox.addChild(viewport);

    // The content: as wide as the viewport, its pivot at the top left corner.
    const content = new Entity('content');
    content.addComponent('element', {
        type: ELEMENTTYPE_GROUP, anchor: new Vec4(0, 1, 1, 1), pivot: new Vec2(0, 1),
        margin: new Vec4(0, 0, 0, 0), height: 0, useInput: true
    });
    content.addComponent('layoutgroup', {
        orientation: ORIENTATION_VERTICAL,
        spacing: new Vec2(0, 6),
        padding: new Vec4(6, 6, 6, 6),
        widthFitting: FITTING_STRETCH
    });
    viewport.addChild(content);

    // A vertical scrollbar along the right edge; its handle is positioned by the scrollbar.
    const scrollbar = new Entity('scrollbar');
    scrollbar.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(1, 0, 1, 1), pivot: new Vec2(1, 0.5),
        margin: new Vec4(-26, 10, 10, 10), color: new Color(0.14, 0.16, 0.2)
    });
    const handle = new Entity('handle');
    handle.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0, 1, 1, 1), pivot: new Vec2(0.5, 1),
        margin: new Vec4(2, 0, 2, 0), color: new Color(0.45, 0.55, 0.7), useInput: true
    });
    scrollbar.addChild(handle);
    scrollbar.addComponent('scrollbar', { orientation: ORIENTATION_VERTICAL, handleEntity: handle });
    inbox.addChild(scrollbar);

    // Set every scroll view option explicitly: several have no default in code.
    inbox.addComponent('scrollview', {
        horizontal: false,
        vertical: true,
        scrollMode: SCROLL_MODE_BOUNCE,
        bounceAmount: 0.1,
        friction: 0.05,
        useMouseWheel: true,
        mouseWheelSensitivity: new Vec2(1, 1),
        viewportEntity: viewport,
        contentEntity: content,
        verticalScrollbarEntity: scrollbar,
        verticalScrollbarVisibility: SCROLLBAR_VISIBILITY_SHOW_WHEN_REQUIRED
    });
    inbox.addComponent('script');
    const list = /** @type {ScrollList} */ (inbox.script?.create(ScrollList, { properties: { font } }));

    const title = new Entity('title');
    title.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, 1, 0.5, 1), pivot: new Vec2(0.5, 0),
        font, fontSize: 30, text: '0 rows', color: new Color(0.85, 0.88, 0.95)
    });
    title.setLocalPosition(0, 12, 0);
    inbox.addChild(title);
    inbox.on('scrolllist:add', (/** @type {number} */ count) => {
        if (title.element) title.element.text = `${count} rows`;
    });

    // The Add button below the panel.
    const addButton = new Entity('add button');
    addButton.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0, 0.5, 0), pivot: new Vec2(0.5, 0),
        width: 240, height: 64, color: new Color(0.2, 0.5, 0.85), useInput: true
    });
    addButton.setLocalPosition(0, 40, 0);
    addButton.addComponent('button', {
        imageEntity: addButton,
        transitionMode: BUTTON_TRANSITION_MODE_TINT,
        hoverTint: new Color(0.3, 0.6, 0.95),
        pressedTint: new Color(0.12, 0.3, 0.55)
    });
    const addLabel = new Entity('add label');
    addLabel.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        font, fontSize: 30, text: 'Add row', color: new Color(1, 1, 1)
    });
    addButton.addChild(addLabel);
    screen.addChild(addButton);

    addButton.button?.on('click', () => list.addRow(`Entry ${list.count + 1}`));

    // Start with a few rows: not enough to scroll yet.
    for (let i = 0; i < 4; i++) list.addRow(`Entry ${i + 1}`);

    app.start();
    return app;
}
