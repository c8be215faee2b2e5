import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    Vec3
} from 'playcanvas';
import { waitForAmmo } from '../shared/physics.mjs';
import { DropSpawner } from './drop-spawner.mjs';

/**
 * Builds the compound shapes demo: tables and dumbbells made of several
 * primitive shapes drop onto a floor with a low block in the middle.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    // Ammo is loaded by the page; the Editor does this when physics is enabled.
    await waitForAmmo();

    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The physics world is created when the app starts, so add bodies afterwards.
    app.start();

    /**
     * Adds a static box with a matching collision shape.
     *
     * @param {string} name - Entity name.
     * @param {Vec3} position - World position.
     * @param {Vec3} size - Full size along each axis.
     * @param {Color} color - Diffuse colour.
     */
    const addStaticBox = (name, position, size, color) => {
        const material = new StandardMaterial();
        material.diffuse = color;
        material.update();

        const box = new Entity(name);
        box.addComponent('render', { type: 'box', material });
        box.setPosition(position);
        box.setLocalScale(size);
        box.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
        box.addComponent('rigidbody', { type: 'static', friction: 0.6 });
        app.root.addChild(box);
    };
    addStaticBox('floor', new Vec3(0, -0.25, 0), new Vec3(14, 0.5, 14), new Color(0.45, 0.5, 0.55));
    addStaticBox('block', new Vec3(0, 0.4, 0), new Vec3(2, 0.8, 2), new Color(0.3, 0.32, 0.36));

    const spawner = new Entity('spawner');
    spawner.addComponent('script');
    spawner.script?.create(DropSpawner, {
        properties: { interval: 1.2, maxBodies: 12, dropHeight: 6, area: 3 }
    });
    app.root.addChild(spawner);

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 30,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 8, 12);
    camera.lookAt(0, 1, 0);
    app.root.addChild(camera);

    return app;
}
