import {
    Application,
    Color,
    EVENT_KEYDOWN,
    Entity,
    FILLMODE_NONE,
    KEY_1,
    KEY_2,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice,
    Vec3
} from 'playcanvas';
import { PhysicsPicker } from '../entity-picking-using-physics/physics-picker.mjs';
import { FramebufferPicker } from '../entity-picking-without-physics/framebuffer-picker.mjs';
import { waitForAmmo } from '../shared/physics.mjs';

/**
 * Builds a scene that supports both picking methods and lets you switch
 * between them: key 1 uses a physics raycast (orange highlight), key 2 uses
 * the frame buffer picker (blue highlight).
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    // Ammo is loaded by the page; the Editor does this when physics is enabled.
    await waitForAmmo();

    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The physics world is created when the app starts, so add collision shapes afterwards.
    app.start();

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.45, 0.5, 0.55);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    // Each shape is ready for both methods: a collision shape for the raycast,
    // and the 'pickable' tag for the frame buffer picker.
    const shapes = /** @type {const} */ ([
        ['box', -3, [0.9, 0.45, 0.2]],
        ['sphere', 0, [0.8, 0.75, 0.3]],
        ['cylinder', 3, [0.4, 0.8, 0.35]]
    ]);
    for (const [type, x, [r, g, b]] of shapes) {
        const material = new StandardMaterial();
        material.diffuse = new Color(r, g, b);
        material.update();

        const shape = new Entity(type);
        shape.tags.add('pickable');
        shape.addComponent('render', { type, material });
        shape.setPosition(x, 0.75, 0);
        shape.setLocalScale(1.5, 1.5, 1.5);
        if (type === 'box') {
            shape.addComponent('collision', { type: 'box', halfExtents: new Vec3(0.75, 0.75, 0.75) });
        } else {
            shape.addComponent('collision', { type, radius: 0.75, height: 1.5 });
        }
        app.root.addChild(shape);
    }

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 30,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 5, 8);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    const physicsPicker = camera.script?.create(PhysicsPicker);
    const framebufferPicker = camera.script?.create(FramebufferPicker);
    if (!physicsPicker || !framebufferPicker) {
        return app;
    }

    /**
     * Enables one picker and disables the other, clearing any old highlight.
     *
     * @param {boolean} usePhysics - True for the raycast, false for the pick buffer.
     */
    const setMode = (usePhysics) => {
        physicsPicker.select(null);
        framebufferPicker.select(null);
        physicsPicker.enabled = usePhysics;
        framebufferPicker.enabled = !usePhysics;
    };
    setMode(true);

    app.keyboard?.on(EVENT_KEYDOWN, (event) => {
        if (event.key === KEY_1) {
            setMode(true);
        } else if (event.key === KEY_2) {
            setMode(false);
        }
    });

    return app;
}
