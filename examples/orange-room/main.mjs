import { Application, Color, Entity, FILLMODE_NONE, Mouse, RESOLUTION_AUTO, StandardMaterial, Vec2 } from 'playcanvas';
import { ControllerTracker } from '../webxr-tracked-controllers/controller-tracker.mjs';
import { createXrEntry } from '../webxr-tracked-controllers/xr-entry.mjs';
import { OrangeGrabber } from './orange-grabber.mjs';

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
 * Builds the orange room: a 5 m square room with a table and four oranges.
 * In VR, squeeze a controller's grip near an orange to hold it; outside VR,
 * click an orange to pick it up and click again to drop it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { mouse: new Mouse(canvas) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.4, 0.36, 0.33);

    /**
     * @param {string} name - Entity name.
     * @param {'box' | 'sphere' | 'cylinder' | 'plane'} type - Primitive type.
     * @param {StandardMaterial} material - Material.
     * @param {number[]} position - World position [x, y, z].
     * @param {number[]} scale - Local scale [x, y, z].
     * @returns {Entity} The new entity.
     */
    const add = (name, type, material, position, scale) => {
        const entity = new Entity(name);
        entity.addComponent('render', { type, material });
        entity.setPosition(position[0], position[1], position[2]);
        entity.setLocalScale(scale[0], scale[1], scale[2]);
        app.root.addChild(entity);
        return entity;
    };

    // Room: floor, rug and four walls in warm tones.
    const wall = createMaterial(0.95, 0.72, 0.5);
    add('floor', 'plane', createMaterial(0.55, 0.42, 0.32), [0, 0, 0], [5, 1, 5]);
    add('rug', 'plane', createMaterial(0.9, 0.45, 0.15), [0, 0.005, 0], [2, 1, 1.4]);
    add('wall-back', 'box', wall, [0, 1.5, -2.5], [5, 3, 0.1]);
    add('wall-front', 'box', wall, [0, 1.5, 2.5], [5, 3, 0.1]);
    add('wall-left', 'box', createMaterial(0.98, 0.58, 0.28), [-2.5, 1.5, 0], [0.1, 3, 5]);
    add('wall-right', 'box', wall, [2.5, 1.5, 0], [0.1, 3, 5]);

    // Table: a 1.2 m x 0.7 m top 0.75 m high on four legs.
    const wood = createMaterial(0.4, 0.27, 0.18);
    add('table-top', 'box', wood, [0, 0.725, 0], [1.2, 0.05, 0.7]);
    for (const [x, z] of [[-0.55, -0.3], [0.55, -0.3], [-0.55, 0.3], [0.55, 0.3]]) {
        add('table-leg', 'box', wood, [x, 0.35, z], [0.05, 0.7, 0.05]);
    }

    // Oranges: 9 cm spheres resting on the table, tagged for the grabber.
    const orangeMaterial = createMaterial(1, 0.5, 0.05);
    const spots = [[-0.3, -0.1], [-0.1, 0.1], [0.15, -0.05], [0.35, 0.12]];
    spots.forEach(([x, z], i) => {
        add(`orange ${i + 1}`, 'sphere', orangeMaterial, [x, 0.795, z], [0.09, 0.09, 0.09]).tags.add('orange');
    });

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 6 });
    light.setEulerAngles(25, 30, 0);
    app.root.addChild(light);

    // The rig is where the player stands; in VR the headset moves the camera inside it.
    const rig = new Entity('rig');
    rig.setPosition(0, 0, 1);
    app.root.addChild(rig);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.1, 0.12), nearClip: 0.01, fov: 50 });
    rig.addChild(camera);
    camera.setLocalPosition(0, 1.4, 0.6);
    camera.lookAt(0, 0.75, 0);

    rig.addComponent('script');
    rig.script?.create(OrangeGrabber, {
        properties: { camera, reach: 0.15, carryHeight: 0.95, tableHeight: 0.75, tableHalfSize: new Vec2(0.6, 0.35), roomHalfSize: 2.4 }
    });

    // Controller models and rays from the tracked controllers tutorial.
    const controllers = new Entity('controllers');
    controllers.addComponent('script');
    controllers.script?.create(ControllerTracker, { properties: { rayLength: 1 } });
    app.root.addChild(controllers);

    createXrEntry(app, camera, { hint: 'Squeeze the grip near an orange to hold it.' });

    app.start();
    return app;
}
