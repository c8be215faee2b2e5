import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    Vec3
} from 'playcanvas';
import { waitForAmmo } from '../shared/physics.mjs';
import { CharacterController } from './character-controller.mjs';
import { ThirdPersonCamera } from './third-person-camera.mjs';

/**
 * Builds a small yard with walls, pillars, a ramp and crates, a capsule
 * character and a third-person camera that follows it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    // Ammo is loaded by the page; the Editor does this when physics is enabled.
    await waitForAmmo();

    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
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
     * Adds a box with a matching collision shape.
     *
     * @param {Vec3} position - World position.
     * @param {Vec3} size - Full size on each axis.
     * @param {StandardMaterial} material - Material.
     * @param {'static' | 'dynamic'} [type] - Rigid body type.
     * @param {number} [tilt] - Rotation around the z axis in degrees.
     * @returns {Entity} The box.
     */
    const addBox = (position, size, material, type = 'static', tilt = 0) => {
        const box = new Entity('box');
        box.addComponent('render', { type: 'box', material });
        box.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
        box.addComponent('rigidbody', { type, mass: 5, friction: 0.5 });
        box.setLocalScale(size);
        box.setPosition(position);
        // Pose the entity before it enters the scene: its body is created then.
        box.setEulerAngles(0, 0, tilt);
        app.root.addChild(box);
        return box;
    };

    const ground = createMaterial(0.45, 0.5, 0.55);
    const stone = createMaterial(0.7, 0.68, 0.62);
    addBox(new Vec3(0, -0.25, 0), new Vec3(30, 0.5, 30), ground);
    addBox(new Vec3(0, 1, -15), new Vec3(30, 2, 0.5), stone);
    addBox(new Vec3(0, 1, 15), new Vec3(30, 2, 0.5), stone);
    addBox(new Vec3(-15, 1, 0), new Vec3(0.5, 2, 30), stone);
    addBox(new Vec3(15, 1, 0), new Vec3(0.5, 2, 30), stone);
    for (let i = 0; i < 4; i++) {
        addBox(new Vec3(-6 + i * 4, 2, -6), new Vec3(1, 4, 1), stone);
    }
    addBox(new Vec3(6, 0.75, 4), new Vec3(3, 1.5, 3), stone);
    addBox(new Vec3(2.45, 0.7, 4), new Vec3(4.4, 0.2, 3), stone, 'static', 20);
    const crate = createMaterial(0.85, 0.6, 0.3);
    for (let i = 0; i < 3; i++) {
        addBox(new Vec3(-5, 0.5 + i, 4), new Vec3(1, 1, 1), crate, 'dynamic');
    }

    // The character: a capsule body; the visible model is a child that turns.
    const player = new Entity('player');
    player.setPosition(0, 1.5, 0);
    player.addComponent('collision', { type: 'capsule', radius: 0.4, height: 1.8 });
    player.addComponent('rigidbody', { type: 'dynamic', mass: 70, friction: 0 });
    app.root.addChild(player);

    const model = new Entity('model');
    player.addChild(model);
    const capsule = new Entity('capsule');
    capsule.addComponent('render', { type: 'capsule', material: createMaterial(0.25, 0.6, 0.9) });
    capsule.setLocalScale(0.8, 0.9, 0.8);
    model.addChild(capsule);
    const visor = new Entity('visor');
    visor.addComponent('render', { type: 'box', material: createMaterial(0.95, 0.95, 0.95) });
    visor.setLocalScale(0.5, 0.15, 0.2);
    visor.setLocalPosition(0, 0.5, -0.35);
    model.addChild(visor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 40 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.7, 0.85) });
    camera.addComponent('script');
    camera.script?.create(ThirdPersonCamera, {
        properties: { target: player, distance: 5 }
    });
    app.root.addChild(camera);

    player.addComponent('script');
    player.script?.create(CharacterController, {
        properties: { camera, model, speed: 5, jumpSpeed: 5 }
    });

    return app;
}
