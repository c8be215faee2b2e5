import {
    Application,
    BLEND_NORMAL,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice,
    Vec3
} from 'playcanvas';
import { waitForAmmo } from '../shared/physics.mjs';
import { EntityPlacer } from './entity-placer.mjs';

/**
 * Builds the placement demo: a floor, a ramp and a dome with static bodies.
 * Clicking or tapping a surface places a block on it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    // Ammo is loaded by the page; the Editor does this when physics is enabled.
    await waitForAmmo();

    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The physics world is created when the app starts, so add bodies afterwards.
    app.start();

    /**
     * @param {number} r - Red, 0 to 1.
     * @param {number} g - Green, 0 to 1.
     * @param {number} b - Blue, 0 to 1.
     * @param {number} [opacity] - 1 for opaque.
     * @returns {StandardMaterial} The material.
     */
    const createMaterial = (r, g, b, opacity = 1) => {
        const material = new StandardMaterial();
        material.diffuse = new Color(r, g, b);
        if (opacity < 1) {
            material.opacity = opacity;
            material.blendType = BLEND_NORMAL;
        }
        material.update();
        return material;
    };

    const surface = createMaterial(0.45, 0.5, 0.55);

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'box', material: surface });
    floor.addComponent('collision', { type: 'box', halfExtents: new Vec3(8, 0.25, 8) });
    floor.addComponent('rigidbody', { type: 'static' });
    floor.setLocalScale(16, 0.5, 16);
    floor.setPosition(0, -0.25, 0);
    app.root.addChild(floor);

    const ramp = new Entity('ramp');
    ramp.addComponent('render', { type: 'box', material: surface });
    ramp.addComponent('collision', { type: 'box', halfExtents: new Vec3(2, 0.25, 3) });
    ramp.addComponent('rigidbody', { type: 'static' });
    ramp.setLocalScale(4, 0.5, 6);
    ramp.setPosition(-3.5, 1, -1);
    ramp.setEulerAngles(25, 0, 0);
    app.root.addChild(ramp);

    const dome = new Entity('dome');
    dome.addComponent('render', { type: 'sphere', material: surface });
    dome.addComponent('collision', { type: 'sphere', radius: 2 });
    dome.addComponent('rigidbody', { type: 'static' });
    dome.setLocalScale(4, 4, 4);
    dome.setPosition(3.5, 0, -1);
    app.root.addChild(dome);

    // The template stays disabled; the placer clones it.
    const template = new Entity('block');
    template.addComponent('render', { type: 'box', material: createMaterial(0.9, 0.55, 0.2) });
    template.addComponent('collision', { type: 'box', halfExtents: new Vec3(0.5, 0.5, 0.5) });
    template.addComponent('rigidbody', { type: 'static' });
    template.enabled = false;
    app.root.addChild(template);

    // Same shape as the template, see-through, and without physics.
    const preview = new Entity('preview');
    preview.addComponent('render', { type: 'box', material: createMaterial(0.9, 0.55, 0.2, 0.4) });
    app.root.addChild(preview);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 9, 11);
    camera.lookAt(0, 0, -1);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(EntityPlacer, {
        properties: { template, preview, baseOffset: 0.5 }
    });

    return app;
}
