import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial,
    Vec3
} from 'playcanvas';
import { waitForAmmo } from '../shared/physics.mjs';
import { RaycastVehicle } from './raycast-vehicle.mjs';

/**
 * Builds a car on a large ground with a ramp and a wall of blocks, and a
 * camera that chases the car.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    // Ammo is loaded by the page; the Editor does this when physics is enabled.
    await waitForAmmo();

    const app = new Application(canvas, {
        keyboard: new Keyboard(window)
    });
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
     * Adds a box with a matching collision shape and rigid body.
     *
     * @param {Vec3} position - World position.
     * @param {Vec3} size - Full size on each axis.
     * @param {StandardMaterial} material - Material.
     * @param {'static' | 'dynamic'} type - Rigid body type.
     * @param {number} [tilt] - Rotation around the x axis in degrees.
     */
    const addBox = (position, size, material, type, tilt = 0) => {
        const box = new Entity('box');
        box.addComponent('render', { type: 'box', material });
        box.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
        box.addComponent('rigidbody', { type, mass: 20, friction: 0.8 });
        box.setLocalScale(size);
        box.setPosition(position);
        box.setEulerAngles(tilt, 0, 0);
        app.root.addChild(box);
    };

    addBox(new Vec3(0, -0.5, 0), new Vec3(100, 1, 100), createMaterial(0.45, 0.5, 0.55), 'static');
    addBox(new Vec3(-8, 0.5, 15), new Vec3(5, 0.3, 8), createMaterial(0.75, 0.7, 0.6), 'static', -12);
    const blockMaterial = createMaterial(0.85, 0.6, 0.3);
    for (let row = 0; row < 3; row++) {
        for (let i = 0; i < 6; i++) {
            addBox(new Vec3(6 + i - 2.5, 0.5 + row, 20), new Vec3(1, 1, 1), blockMaterial, 'dynamic');
        }
    }

    // The car's origin is its centre of mass. The chassis shape sits above it
    // in a compound collision, which keeps the car from rolling over easily.
    const car = new Entity('car');
    car.setPosition(0, 1.5, 0);
    car.addComponent('rigidbody', { type: 'dynamic', mass: 800, linearDamping: 0.05, angularDamping: 0.3 });
    car.addComponent('collision', { type: 'compound' });

    const chassis = new Entity('chassis');
    chassis.addComponent('collision', { type: 'box', halfExtents: new Vec3(0.8, 0.3, 1.9) });
    chassis.setLocalPosition(0, 0.5, 0);
    car.addChild(chassis);

    // Rendered parts are separate children, so their scale does not affect the collision.
    const paint = createMaterial(0.85, 0.2, 0.2);
    const body = new Entity('body-mesh');
    body.addComponent('render', { type: 'box', material: paint });
    body.setLocalScale(1.6, 0.6, 3.8);
    chassis.addChild(body);
    const cabin = new Entity('cabin-mesh');
    cabin.addComponent('render', { type: 'box', material: createMaterial(0.2, 0.25, 0.3) });
    cabin.setLocalScale(1.4, 0.5, 1.8);
    cabin.setLocalPosition(0, 0.55, -0.3);
    chassis.addChild(cabin);

    const tyre = createMaterial(0.1, 0.1, 0.1);
    const wheels = [
        new Vec3(0.9, 0.4, 1.3),
        new Vec3(-0.9, 0.4, 1.3),
        new Vec3(0.9, 0.4, -1.3),
        new Vec3(-0.9, 0.4, -1.3)
    ].map((position, index) => {
        const wheel = new Entity(`wheel-${index}`);
        wheel.setLocalPosition(position);
        // The cylinder's axis is Y; turn it to lie along the axle (X).
        const tyreMesh = new Entity('tyre-mesh');
        tyreMesh.addComponent('render', { type: 'cylinder', material: tyre });
        tyreMesh.setLocalEulerAngles(0, 0, 90);
        tyreMesh.setLocalScale(0.8, 0.3, 0.8);
        wheel.addChild(tyreMesh);
        car.addChild(wheel);
        return wheel;
    });

    car.addComponent('script');
    car.script?.create(RaycastVehicle, { properties: { wheels } });
    app.root.addChild(car);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 50 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.7, 0.85), farClip: 300 });
    camera.setPosition(0, 4, -8);
    app.root.addChild(camera);

    // Chase camera. The app's update event fires after the physics step.
    const carForward = new Vec3();
    const desired = new Vec3();
    app.on('update', (/** @type {number} */ dt) => {
        car.getWorldTransform().getZ(carForward);
        carForward.y = 0;
        carForward.normalize();
        const position = car.getPosition();
        desired.copy(carForward).mulScalar(-8).add(position);
        desired.y = position.y + 3.5;
        camera.setPosition(camera.getPosition().clone().lerp(camera.getPosition(), desired, Math.min(1, dt * 4)));
        camera.lookAt(position.x, position.y + 1, position.z);
    });

    return app;
}
