import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { BatchToggle } from './batch-toggle.mjs';

/**
 * A small town of 144 boxes in four colours, merged by one static batch
 * group, under a slowly circling camera.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // One static group; its merged meshes may span up to 100 units
    const group = app.batcher.addGroup('town', false, 100);

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
    // Shared materials: one batch per material
    const palette = [
        createMaterial(0.85, 0.8, 0.7),
        createMaterial(0.7, 0.45, 0.35),
        createMaterial(0.45, 0.55, 0.7),
        createMaterial(0.9, 0.75, 0.4)
    ];

    const ground = new Entity('ground');
    ground.addComponent('render', { type: 'plane', material: createMaterial(0.3, 0.38, 0.3) });
    ground.setLocalScale(30, 1, 30);
    app.root.addChild(ground);

    const town = new Entity('town');
    app.root.addChild(town);
    const size = 12;
    for (let i = 0; i < size * size; i++) {
        const x = (i % size) - (size - 1) / 2;
        const z = Math.floor(i / size) - (size - 1) / 2;
        // A repeatable pseudo-random height from the grid position
        const height = 0.4 + Math.abs(Math.sin(x * 12.9 + z * 78.2)) * 2.2;
        const building = new Entity(`building ${i}`);
        building.addComponent('render', {
            type: 'box',
            material: palette[i % palette.length],
            batchGroupId: group.id
        });
        building.setLocalPosition(x * 1.6, height / 2, z * 1.6);
        building.setLocalScale(1, height, 1);
        town.addChild(building);
    }
    town.addComponent('script');
    town.script?.create(BatchToggle, { properties: { groupId: group.id } });

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.6, 0.72, 0.85) });
    app.root.addChild(camera);

    // Only the camera moves: the batched buildings stay where they are
    let angle = 0;
    app.on('update', (dt) => {
        angle += dt * 0.15;
        camera.setPosition(Math.sin(angle) * 22, 12, Math.cos(angle) * 22);
        camera.lookAt(0, 0, 0);
    });

    app.start();
    return app;
}
