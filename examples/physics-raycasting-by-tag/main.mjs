import {
    BLEND_NORMAL,
    Application,
    Color,
    EVENT_KEYDOWN,
    Entity,
    FILLMODE_NONE,
    KEY_1,
    KEY_2,
    KEY_3,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice,
    Vec3
} from 'playcanvas';
import { waitForAmmo } from '../shared/physics.mjs';
import { TagRaycaster } from './tag-raycaster.mjs';

/** @import { KeyboardEvent } from 'playcanvas' */

/**
 * Builds the demo: red and blue blocks on a shelf behind an untagged glass
 * pane. Keys 1, 2 and 3 choose which tags the ray accepts.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    // Ammo is loaded by the page; the Editor does this when physics is enabled.
    await waitForAmmo();

    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas),
        keyboard: new Keyboard(window)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The physics world is created when the app starts, so add bodies afterwards.
    app.start();

    /**
     * @param {Color} color - Diffuse colour.
     * @param {number} [opacity] - 1 for opaque.
     * @returns {StandardMaterial} The material.
     */
    const createMaterial = (color, opacity = 1) => {
        const material = new StandardMaterial();
        material.diffuse = color;
        if (opacity < 1) {
            material.opacity = opacity;
            material.blendType = BLEND_NORMAL;
            material.depthWrite = false;
        }
        material.update();
        return material;
    };

    /**
     * @param {Vec3} position - World position.
     * @param {Vec3} size - Full size on each axis.
     * @param {StandardMaterial} material - Material.
     * @param {'static' | 'dynamic'} type - Rigid body type.
     * @param {string[]} tags - Tags to add.
     * @returns {Entity} The block.
     */
    const addBlock = (position, size, material, type, tags) => {
        const block = new Entity('block');
        block.addComponent('render', { type: 'box', material });
        block.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
        block.addComponent('rigidbody', { type, mass: 1, friction: 0.5 });
        block.setLocalScale(size);
        block.setPosition(position);
        block.tags.add(tags);
        app.root.addChild(block);
        return block;
    };

    const grey = createMaterial(new Color(0.45, 0.5, 0.55));
    addBlock(new Vec3(0, -0.25, 0), new Vec3(20, 0.5, 20), grey, 'static', ['ground']);
    addBlock(new Vec3(0, 0.75, -2), new Vec3(8, 1.5, 1.5), grey, 'static', ['shelf']);

    // Red and blue blocks alternate on the shelf.
    const red = createMaterial(new Color(0.85, 0.2, 0.2));
    const blue = createMaterial(new Color(0.2, 0.4, 0.9));
    for (let i = 0; i < 7; i++) {
        const isRed = i % 2 === 0;
        addBlock(new Vec3(-3 + i, 2, -2), new Vec3(0.6, 1, 0.6), isRed ? red : blue, 'dynamic', [isRed ? 'red' : 'blue']);
    }

    // An untagged glass pane between the camera and the shelf.
    const glass = createMaterial(new Color(0.7, 0.9, 1), 0.25);
    const pane = addBlock(new Vec3(0, 1.5, 1), new Vec3(8, 3, 0.1), glass, 'static', []);
    if (pane.render) pane.render.castShadows = false;

    const marker = new Entity('marker');
    marker.addComponent('render', { type: 'sphere', material: createMaterial(new Color(1, 0.9, 0.2)) });
    marker.setLocalScale(0.15, 0.15, 0.15);
    app.root.addChild(marker);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 3.5, 9);
    camera.lookAt(0, 1.5, -2);
    app.root.addChild(camera);

    camera.addComponent('script');
    const raycaster = camera.script?.create(TagRaycaster, {
        properties: { tags: 'red', marker }
    });

    /**
     * Makes the blocks that the ray can hit glow.
     *
     * @param {string} tags - Comma-separated tags.
     */
    const selectTags = (tags) => {
        if (!raycaster) return;
        raycaster.tags = tags;
        const glow = new Color(0.3, 0.3, 0.3);
        red.emissive = tags.includes('red') ? glow : Color.BLACK;
        blue.emissive = tags.includes('blue') ? glow : Color.BLACK;
        red.update();
        blue.update();
    };
    selectTags('red');

    app.keyboard?.on(EVENT_KEYDOWN, (/** @type {KeyboardEvent} */ event) => {
        if (event.key === KEY_1) selectTags('red');
        if (event.key === KEY_2) selectTags('blue');
        if (event.key === KEY_3) selectTags('red, blue');
    });

    return app;
}
