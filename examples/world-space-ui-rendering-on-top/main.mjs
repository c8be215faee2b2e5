import {
    Application,
    CanvasFont,
    Color,
    ELEMENTTYPE_IMAGE,
    ELEMENTTYPE_TEXT,
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    FILLMODE_NONE,
    KEY_SPACE,
    Keyboard,
    Layer,
    Mouse,
    RESOLUTION_AUTO,
    SORTMODE_MANUAL,
    StandardMaterial,
    TouchDevice,
    Vec2,
    Vec4
} from 'playcanvas';
import { DrawOnTop } from './draw-on-top.mjs';

/**
 * @param {Color} color - Diffuse colour.
 * @returns {StandardMaterial} A new material.
 */
function material(color) {
    const result = new StandardMaterial();
    result.diffuse = color;
    result.update();
    return result;
}

/**
 * Creates a name tag: a world-space screen with a panel and a name on it.
 *
 * @param {string} name - The name shown on the tag.
 * @param {CanvasFont} font - The font.
 * @param {Color} color - The panel's colour.
 * @returns {Entity} The tag's screen entity.
 */
function createTag(name, font, color) {
    const tag = new Entity(`${name} tag`);
    // 400 x 120 screen units; scaled to 1.6 x 0.48 metres.
    tag.addComponent('screen', { screenSpace: false, resolution: new Vec2(400, 120) });
    tag.setLocalScale(0.004, 0.004, 0.004);

    const panel = new Entity('panel');
    panel.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0, 0, 1, 1), pivot: new Vec2(0.5, 0.5),
        margin: new Vec4(0, 0, 0, 0), color
    });
    tag.addChild(panel);

    const label = new Entity('name');
    label.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        font, fontSize: 64, text: name, color: new Color(1, 1, 1)
    });
    panel.addChild(label);
    return tag;
}

/**
 * Two characters with name tags behind a beam. The left tag is on the UI
 * layer and the beam hides part of it; the right tag is on a layer that
 * clears the depth buffer and is drawn over the beam. Click, tap or Space
 * swaps the two.
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

    // A layer after UI: it clears depth first, and keeps the elements' draw order.
    const onTopLayer = new Layer({ name: 'UI On Top', clearDepthBuffer: true, transparentSortMode: SORTMODE_MANUAL });
    app.scene.layers.pushTransparent(onTopLayer);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.13, 0.15, 0.19) });
    // The camera must render the new layer too: assign a new array.
    if (camera.camera) camera.camera.layers = [...camera.camera.layers, onTopLayer.id];
    camera.setPosition(0, 2.2, 7);
    camera.lookAt(0, 2, 0);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 0.9 });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: material(new Color(0.3, 0.32, 0.36)) });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 64 });
    font.createTextures('AoiKenji');

    /** @type {DrawOnTop[]} */
    const tags = [];
    const people = [
        { name: 'Aoi', x: -1.6, color: new Color(0.85, 0.45, 0.25), onTop: false },
        { name: 'Kenji', x: 1.6, color: new Color(0.25, 0.5, 0.85), onTop: true }
    ];
    for (const person of people) {
        const body = new Entity(person.name);
        body.addComponent('render', { type: 'capsule', material: material(person.color) });
        body.setPosition(person.x, 1, 0);
        app.root.addChild(body);

        const tag = createTag(person.name, font, new Color(person.color.r * 0.5, person.color.g * 0.5, person.color.b * 0.5));
        tag.setPosition(person.x, 2.55, 0);
        tag.addComponent('script');
        tags.push(/** @type {DrawOnTop} */ (tag.script?.create(DrawOnTop, { properties: { onTop: person.onTop } })));
        app.root.addChild(tag);
    }

    // A beam between the camera and the tags.
    const beam = new Entity('beam');
    beam.addComponent('render', { type: 'box', material: material(new Color(0.55, 0.55, 0.5)) });
    beam.setPosition(0, 2.4, 2);
    beam.setLocalScale(6, 0.12, 0.2);
    app.root.addChild(beam);

    const swap = () => tags.forEach(tag => tag.toggle());
    app.mouse?.on(EVENT_MOUSEDOWN, swap);
    app.touch?.on(EVENT_TOUCHSTART, (/** @type {import('playcanvas').TouchEvent} */ event) => {
        swap();
        event.event.preventDefault();
    });
    app.keyboard?.on(EVENT_KEYDOWN, (/** @type {import('playcanvas').KeyboardEvent} */ event) => {
        if (event.key === KEY_SPACE && !event.event?.repeat) swap();
    });

    app.start();
    return app;
}
