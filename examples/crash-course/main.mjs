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
import { Coin } from './coin.mjs';
import { CoinRushGame } from './game.mjs';
import { createHud } from './hud.mjs';
import { RollingPlayer } from './player.mjs';

/**
 * @param {number} r - Red, 0 to 1.
 * @param {number} g - Green, 0 to 1.
 * @param {number} b - Blue, 0 to 1.
 * @returns {StandardMaterial} A plain coloured material.
 */
function createMaterial(r, g, b) {
    const material = new StandardMaterial();
    material.diffuse = new Color(r, g, b);
    material.update();
    return material;
}

/**
 * Adds a static box with matching render and collision shapes.
 *
 * @param {Application} app - The application.
 * @param {string} name - Entity name.
 * @param {Vec3} position - Centre of the box.
 * @param {Vec3} size - Full size of the box.
 * @param {StandardMaterial} material - Its material.
 * @returns {Entity} The new entity.
 */
function addStaticBox(app, name, position, size, material) {
    const box = new Entity(name);
    box.addComponent('render', { type: 'box', material });
    box.setLocalScale(size);
    box.setPosition(position);
    box.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
    box.addComponent('rigidbody', { type: 'static', restitution: 0.5 });
    app.root.addChild(box);
    return box;
}

/**
 * Builds Coin Rush: a ball on a floating platform, a few obstacles, a coin,
 * the HUD and the game manager.
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

    // The platform: 12 x 12 units with its top face at y = 0.
    addStaticBox(app, 'platform', new Vec3(0, -0.5, 0), new Vec3(12, 1, 12), createMaterial(0.35, 0.42, 0.5));

    // Obstacles the ball bounces off. The tag lets the game keep coins away from them.
    const obstacleMaterial = createMaterial(0.85, 0.45, 0.25);
    const obstacles = [
        { position: new Vec3(-2.5, 0.5, -2), size: new Vec3(3, 1, 1) },
        { position: new Vec3(2.5, 0.5, 1.5), size: new Vec3(1, 1, 3) },
        { position: new Vec3(-1, 0.5, 3), size: new Vec3(1.5, 1, 1) }
    ];
    obstacles.forEach(({ position, size }, i) => {
        addStaticBox(app, `obstacle ${i}`, position, size, obstacleMaterial).tags.add('obstacle');
    });

    // The player: a dynamic rigid body with a sphere shape.
    const player = new Entity('player');
    player.addComponent('render', { type: 'sphere', material: createMaterial(0.3, 0.7, 1) });
    player.setPosition(0, 0.5, 0);
    player.addComponent('collision', { type: 'sphere', radius: 0.5 });
    player.addComponent('rigidbody', {
        type: 'dynamic',
        mass: 1,
        friction: 0.6,
        restitution: 0.3,
        linearDamping: 0.15,
        angularDamping: 0.3
    });
    player.addComponent('script');
    player.script?.create(RollingPlayer, { properties: { force: 14 } });
    app.root.addChild(player);

    // The coin: a trigger (collision without rigid body) with a flat cylinder as its look.
    const coin = new Entity('coin');
    coin.addComponent('collision', { type: 'sphere', radius: 0.5 });
    coin.addComponent('script');
    coin.script?.create(Coin, { properties: { spinSpeed: 160 } });
    const coinMaterial = createMaterial(1, 0.8, 0.2);
    coinMaterial.emissive = new Color(0.35, 0.25, 0);
    coinMaterial.update();
    const coinModel = new Entity('coin-model');
    coinModel.addComponent('render', { type: 'cylinder', material: coinMaterial });
    coinModel.setLocalScale(0.7, 0.12, 0.7);
    coinModel.setLocalEulerAngles(90, 0, 0);
    coin.addChild(coinModel);
    coin.setPosition(3, 0.6, -3);
    app.root.addChild(coin);

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
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.07, 0.09, 0.13) });
    camera.setPosition(0, 12, 10);
    camera.lookAt(0, 0, 0.5);
    app.root.addChild(camera);

    const hud = createHud(app);

    const game = new Entity('game');
    game.addComponent('script');
    game.script?.create(CoinRushGame, {
        properties: {
            player,
            coin,
            scoreText: hud.score,
            timerText: hud.timer,
            messageText: hud.message,
            roundTime: 30
        }
    });
    app.root.addChild(game);

    return app;
}
