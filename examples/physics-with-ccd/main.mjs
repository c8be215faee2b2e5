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
import { BallLauncher } from './ball-launcher.mjs';

/**
 * Builds two identical lanes that fire fast balls at a thin wall. Only the
 * balls of the right lane use CCD; most balls of the left lane pass through.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    // Ammo is loaded by the page; the Editor does this when physics is enabled.
    await waitForAmmo();

    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The physics world is created when the app starts, so add bodies afterwards.
    app.start();

    /**
     * @param {number} r - Red, 0 to 1.
     * @param {number} g - Green, 0 to 1.
     * @param {number} b - Blue, 0 to 1.
     * @returns {StandardMaterial} A plain coloured material.
     */
    const createMaterial = (r, g, b) => {
        const material = new StandardMaterial();
        material.diffuse = new Color(r, g, b);
        material.update();
        return material;
    };

    /**
     * Adds a static box with a matching collision shape.
     *
     * @param {Vec3} position - World position.
     * @param {Vec3} size - Full size on each axis.
     * @param {StandardMaterial} material - Material.
     */
    const addStaticBox = (position, size, material) => {
        const box = new Entity('box');
        box.addComponent('render', { type: 'box', material });
        box.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
        box.addComponent('rigidbody', { type: 'static', restitution: 0.4 });
        box.setLocalScale(size);
        box.setPosition(position);
        app.root.addChild(box);
    };

    addStaticBox(new Vec3(0, -0.25, 0), new Vec3(12, 0.5, 30), createMaterial(0.45, 0.5, 0.55));

    // A wall only 2 cm thick across both lanes.
    addStaticBox(new Vec3(0, 1.5, -6), new Vec3(8, 3, 0.02), createMaterial(0.9, 0.9, 0.9));

    /**
     * @param {number} x - Lane centre on the x axis.
     * @param {boolean} useCcd - Whether this lane's balls use CCD.
     * @param {StandardMaterial} material - Ball material.
     */
    const addLauncher = (x, useCcd, material) => {
        const launcher = new Entity(useCcd ? 'launcher-ccd' : 'launcher-plain');
        // Forward (-Z) points at the wall.
        launcher.setPosition(x, 1.5, 4);
        launcher.addComponent('script');
        const script = launcher.script?.create(BallLauncher, {
            properties: { useCcd, speed: 80, interval: 0.4 }
        });
        if (script) script.material = material;
        app.root.addChild(launcher);
    };

    addLauncher(-2, false, createMaterial(0.9, 0.35, 0.2));
    addLauncher(2, true, createMaterial(0.2, 0.7, 0.4));

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(9, 6, 2);
    camera.lookAt(0, 1, -4);
    app.root.addChild(camera);

    return app;
}
