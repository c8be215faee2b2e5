import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { createXrEntry } from '../webxr-tracked-controllers/xr-entry.mjs';
import { VrGrabber } from './vr-grabber.mjs';
import { VrLocomotion } from './vr-locomotion.mjs';

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
 * Builds the VR lab: a walled room with two tables and objects to pick up.
 * In VR, point at the floor and pull the trigger to teleport, flick a
 * thumbstick to turn, and squeeze the grip near an object to hold it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.25, 0.25, 0.3);

    /**
     * @param {string} name - Entity name.
     * @param {'box' | 'sphere' | 'cylinder' | 'cone' | 'plane'} type - Primitive type.
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

    // A 10 m square room; teleporting is allowed up to 4.5 m from the centre (area below).
    const wall = createMaterial(0.75, 0.75, 0.72);
    add('floor', 'plane', createMaterial(0.35, 0.4, 0.45), [0, 0, 0], [10, 1, 10]);
    add('wall-n', 'box', wall, [0, 1.5, -5], [10, 3, 0.1]);
    add('wall-s', 'box', wall, [0, 1.5, 5], [10, 3, 0.1]);
    add('wall-e', 'box', wall, [5, 1.5, 0], [0.1, 3, 10]);
    add('wall-w', 'box', wall, [-5, 1.5, 0], [0.1, 3, 10]);

    const wood = createMaterial(0.55, 0.38, 0.22);
    add('table-1', 'box', wood, [0, 0.4, -1.2], [1.2, 0.8, 0.6]);
    add('table-2', 'box', wood, [3, 0.4, 2], [0.6, 0.8, 1.2]);

    // Things to pick up, resting on the tables.
    /** @type {[string, 'box' | 'sphere' | 'cylinder' | 'cone', StandardMaterial, number[]][]} */
    const props = [
        ['cube', 'box', createMaterial(0.9, 0.4, 0.2), [-0.3, 0.85, -1.2]],
        ['ball', 'sphere', createMaterial(0.2, 0.6, 0.9), [0, 0.85, -1.2]],
        ['can', 'cylinder', createMaterial(0.3, 0.8, 0.4), [0.3, 0.85, -1.2]],
        ['cone', 'cone', createMaterial(0.9, 0.8, 0.2), [3, 0.85, 2]]
    ];
    for (const [name, type, material, position] of props) {
        add(name, type, material, position, [0.1, 0.1, 0.1]).tags.add('grabbable');
    }

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 12 });
    light.setEulerAngles(55, 35, 0);
    app.root.addChild(light);

    // The rig is the player's place in the room; the headset moves the camera inside it.
    const rig = new Entity('rig');
    rig.setPosition(0, 0, 0.5);
    app.root.addChild(rig);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18), nearClip: 0.01 });
    camera.setLocalPosition(0, 1.6, 1.5);
    camera.lookAt(0, 0.9, -1.2);
    rig.addChild(camera);

    const marker = add('teleport-marker', 'cylinder', createMaterial(0.3, 0.8, 1), [0, 0, 0], [0.4, 0.01, 0.4]);
    marker.enabled = false;

    rig.addComponent('script');
    rig.script?.create(VrLocomotion, { properties: { camera, marker, area: 4.5, snapAngle: 45 } });
    rig.script?.create(VrGrabber, { properties: { modelColor: new Color(0.2, 0.2, 0.22), reach: 0.15 } });

    createXrEntry(app, camera, { hint: 'Trigger: teleport. Stick: turn. Grip: grab.' });

    app.start();
    return app;
}
