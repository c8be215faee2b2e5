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
import { BodySpawner } from './body-spawner.mjs';

/**
 * Builds the demo: a spawner high above a sloped floor keeps creating rigid
 * bodies of random shapes, which tumble down and are removed again.
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

    // A static floor: collision plus a rigid body of type 'static'.
    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.45, 0.5, 0.55);
    floorMaterial.update();
    const floorSize = new Vec3(10, 0.5, 10);
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'box', material: floorMaterial });
    floor.setLocalScale(floorSize);
    floor.setEulerAngles(0, 0, 8);
    floor.addComponent('collision', { type: 'box', halfExtents: floorSize.clone().mulScalar(0.5) });
    floor.addComponent('rigidbody', { type: 'static', friction: 0.5 });
    app.root.addChild(floor);

    const spawner = new Entity('spawner');
    spawner.setPosition(-2, 8, 0);
    spawner.addComponent('script');
    spawner.script?.create(BodySpawner, {
        properties: { interval: 0.4, lifetime: 12 }
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
    camera.setPosition(0, 6, 16);
    camera.lookAt(0, 2, 0);
    app.root.addChild(camera);

    return app;
}
