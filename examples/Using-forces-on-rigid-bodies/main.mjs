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
import { ForceController } from './force-controller.mjs';

/**
 * Builds the forces demo: a box you push with the keyboard, a few crates to
 * knock over and a floor with walls, all simulated by the physics engine.
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
     * Creates a box with a matching collision shape and a rigid body.
     *
     * @param {string} name - Entity name.
     * @param {Vec3} position - World position.
     * @param {Vec3} size - Full size along each axis.
     * @param {'static' | 'dynamic'} type - Rigid body type.
     * @param {StandardMaterial} material - Material to render with.
     * @param {number} [mass] - Mass in kilograms, for dynamic bodies.
     * @returns {Entity} The new entity.
     */
    const addBox = (name, position, size, type, material, mass = 1) => {
        const box = new Entity(name);
        box.addComponent('render', { type: 'box', material });
        box.setLocalScale(size);
        box.setPosition(position);
        // The collision box is given as half extents, independent of the entity scale.
        box.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
        box.addComponent('rigidbody', { type, mass, friction: 0.6, restitution: 0.1 });
        app.root.addChild(box);
        return box;
    };

    const floorMaterial = createMaterial(0.45, 0.5, 0.55);
    addBox('floor', new Vec3(0, -0.25, 0), new Vec3(16, 0.5, 16), 'static', floorMaterial);
    addBox('wall-north', new Vec3(0, 0.5, -8.25), new Vec3(16, 1, 0.5), 'static', floorMaterial);
    addBox('wall-south', new Vec3(0, 0.5, 8.25), new Vec3(16, 1, 0.5), 'static', floorMaterial);
    addBox('wall-west', new Vec3(-8.25, 0.5, 0), new Vec3(0.5, 1, 16), 'static', floorMaterial);
    addBox('wall-east', new Vec3(8.25, 0.5, 0), new Vec3(0.5, 1, 16), 'static', floorMaterial);

    // Light crates in a small stack, so the player can push them over.
    const crateMaterial = createMaterial(0.85, 0.65, 0.3);
    for (let i = 0; i < 3; i++) {
        addBox(`crate-${i}`, new Vec3(3, 0.4 + i * 0.8, -2), new Vec3(0.8, 0.8, 0.8), 'dynamic', crateMaterial, 0.5);
    }

    const player = addBox('player', new Vec3(0, 0.5, 2), new Vec3(1, 1, 1), 'dynamic', createMaterial(0.25, 0.6, 0.9), 2);
    // Damping slowly bleeds off speed, like air resistance.
    if (player.rigidbody) {
        player.rigidbody.linearDamping = 0.2;
        player.rigidbody.angularDamping = 0.3;
    }
    player.addComponent('script');
    player.script?.create(ForceController, {
        properties: { moveForce: 40, jumpImpulse: 9 }
    });

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 40,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 11, 13);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    return app;
}
