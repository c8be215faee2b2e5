import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { FirstPersonController } from './first-person-controller.mjs';

/**
 * Builds the first-person demo: a walled yard with pillars and crates,
 * and a player whose camera sits at eye height.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        keyboard: new Keyboard(window)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

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

    const ground = new Entity('ground');
    ground.addComponent('render', { type: 'plane', material: createMaterial(0.42, 0.5, 0.4) });
    ground.setLocalScale(40, 1, 40);
    app.root.addChild(ground);

    /**
     * Adds a box that blocks the player.
     *
     * @param {number} x - Centre X.
     * @param {number} z - Centre Z.
     * @param {number} sx - Width.
     * @param {number} sy - Height.
     * @param {number} sz - Depth.
     * @param {StandardMaterial} material - Material.
     */
    const addObstacle = (x, z, sx, sy, sz, material) => {
        const box = new Entity('obstacle');
        box.addComponent('render', { type: 'box', material });
        box.setLocalScale(sx, sy, sz);
        box.setPosition(x, sy / 2, z);
        box.tags.add('obstacle');
        app.root.addChild(box);
    };

    // Four walls around a 40 x 40 yard.
    const wall = createMaterial(0.75, 0.72, 0.68);
    addObstacle(0, -20, 40, 3, 1, wall);
    addObstacle(0, 20, 40, 3, 1, wall);
    addObstacle(-20, 0, 1, 3, 40, wall);
    addObstacle(20, 0, 1, 3, 40, wall);

    // Pillars and crates to walk around.
    const pillar = createMaterial(0.55, 0.6, 0.75);
    const crate = createMaterial(0.7, 0.5, 0.3);
    for (let i = 0; i < 6; i++) {
        const angle = (i / 6) * Math.PI * 2;
        addObstacle(Math.cos(angle) * 9, Math.sin(angle) * 9, 1.2, 4, 1.2, pillar);
    }
    addObstacle(-4, -3, 2, 1, 2, crate);
    addObstacle(3, 4, 3, 1.5, 1.5, crate);
    addObstacle(12, -12, 4, 2, 4, crate);

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

    // The player is at ground level; the camera is its child at eye height.
    const player = new Entity('player');
    player.setPosition(0, 0, 14);
    app.root.addChild(player);

    const camera = new Entity('camera');
    camera.addComponent('camera', {
        fov: 70,
        nearClip: 0.05,
        clearColor: new Color(0.6, 0.75, 0.9)
    });
    camera.setLocalPosition(0, 1.6, 0);
    player.addChild(camera);

    player.addComponent('script');
    player.script?.create(FirstPersonController, {
        properties: { camera, speed: 4, lookSensitivity: 0.1 }
    });

    app.start();
    return app;
}
