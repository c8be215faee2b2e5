import { Color, Entity, StandardMaterial } from 'playcanvas';

/** Half the width of the square arena, in metres (the server clamps to the same value). */
export const ARENA = 4.5;

/** Colours players get from their ids, so every client paints a player the same. */
const PALETTE = ['#ff7a59', '#4cc9f0', '#b5e550', '#f7c948', '#c77dff', '#ff5d8f'];

/**
 * Builds the floor, a light and a camera that looks down on the arena.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 */
export function buildArena(app) {
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.3, 0.34, 0.38);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(ARENA * 2 + 1, 1, ARENA * 2 + 1);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 0.9 });
    light.setEulerAngles(55, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.11, 0.13, 0.16) });
    camera.setPosition(0, 9, 7.5);
    camera.lookAt(0, 0, 0.5);
    app.root.addChild(camera);
}

/**
 * Makes a player's body: a capsule in the colour its id picks.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {string} name - Entity name.
 * @param {string} id - The id the network gave the player.
 * @returns {Entity} The player entity, already in the scene.
 */
export function createPlayer(app, name, id) {
    let hash = 0;
    for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    const material = new StandardMaterial();
    material.diffuse = new Color().fromString(PALETTE[hash % PALETTE.length] ?? '#ffffff');
    material.update();

    const player = new Entity(name);
    player.addComponent('render', { type: 'capsule', material });
    player.setLocalScale(0.6, 0.5, 0.6);
    player.setLocalPosition(0, 0.5, 0);
    app.root.addChild(player);
    return player;
}
