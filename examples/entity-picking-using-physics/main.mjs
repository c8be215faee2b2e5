import {
    Application,
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
import { PhysicsPicker } from './physics-picker.mjs';

/**
 * Builds the physics picking demo: shapes with collision components on a
 * plain floor, one of them spinning, and a camera that picks with a raycast.
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

    // The physics world is created when the app starts, so add collision shapes afterwards.
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

    // The floor has no collision component, so a ray passes straight through it.
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.45, 0.5, 0.55) });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    /**
     * Adds a pickable shape: a render component plus a collision shape of the same size.
     * Each shape has its own material, so it can be highlighted on its own.
     *
     * @param {'box' | 'sphere' | 'cylinder'} type - Primitive shape.
     * @param {Vec3} position - World position.
     * @param {number} size - Uniform size.
     * @param {StandardMaterial} material - Material to render with.
     * @returns {Entity} The new entity.
     */
    const addShape = (type, position, size, material) => {
        const shape = new Entity(type);
        shape.addComponent('render', { type, material });
        shape.setPosition(position);
        shape.setLocalScale(size, size, size);
        const half = size * 0.5;
        if (type === 'box') {
            shape.addComponent('collision', { type: 'box', halfExtents: new Vec3(half, half, half) });
        } else if (type === 'sphere') {
            shape.addComponent('collision', { type: 'sphere', radius: half });
        } else {
            shape.addComponent('collision', { type: 'cylinder', radius: half, height: size });
        }
        app.root.addChild(shape);
        return shape;
    };

    addShape('box', new Vec3(-3, 0.75, 0), 1.5, createMaterial(0.9, 0.45, 0.2));
    addShape('sphere', new Vec3(0, 0.75, -2), 1.5, createMaterial(0.25, 0.6, 0.9));
    addShape('cylinder', new Vec3(3, 0.75, 0), 1.5, createMaterial(0.4, 0.8, 0.35));
    const spinner = addShape('box', new Vec3(0, 1, 2), 1, createMaterial(0.8, 0.75, 0.3));

    // A collision shape without a rigid body follows its entity every frame.
    app.on('update', (/** @type {number} */ dt) => {
        spinner.rotate(20 * dt, 45 * dt, 0);
    });

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
    camera.setPosition(0, 6, 9);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(PhysicsPicker);

    return app;
}
