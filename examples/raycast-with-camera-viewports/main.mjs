import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    PROJECTION_ORTHOGRAPHIC,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice,
    Vec3,
    Vec4
} from 'playcanvas';
import { waitForAmmo } from '../shared/physics.mjs';
import { ViewportRaycaster } from './viewport-raycaster.mjs';

/**
 * Builds a split view: a perspective camera fills the canvas and a top-down
 * orthographic camera draws a map in the top-right corner. Clicking a shape
 * in either view selects it.
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

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'box', material: createMaterial(0.45, 0.5, 0.55) });
    floor.addComponent('collision', { type: 'box', halfExtents: new Vec3(8, 0.25, 8) });
    floor.addComponent('rigidbody', { type: 'static' });
    floor.setLocalScale(16, 0.5, 16);
    floor.setPosition(0, -0.25, 0);
    app.root.addChild(floor);

    // A ring of boxes and spheres with static bodies.
    const normal = createMaterial(0.25, 0.6, 0.9);
    const selected = createMaterial(0.95, 0.6, 0.2);
    /** @type {Entity[]} */
    const shapes = [];
    for (let i = 0; i < 8; i++) {
        const angle = (i / 8) * Math.PI * 2;
        const isBox = i % 2 === 0;
        const shape = new Entity(isBox ? 'box' : 'sphere');
        shape.addComponent('render', { type: isBox ? 'box' : 'sphere', material: normal });
        shape.addComponent('collision', isBox ?
            { type: 'box', halfExtents: new Vec3(0.5, 0.5, 0.5) } :
            { type: 'sphere', radius: 0.5 });
        shape.addComponent('rigidbody', { type: 'static' });
        shape.setPosition(Math.sin(angle) * 4, 0.5, Math.cos(angle) * 4);
        app.root.addChild(shape);
        shapes.push(shape);
    }

    const marker = new Entity('marker');
    marker.addComponent('render', { type: 'sphere', material: createMaterial(1, 0.9, 0.2) });
    marker.setLocalScale(0.2, 0.2, 0.2);
    app.root.addChild(marker);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    // Main view: perspective, whole canvas, drawn first.
    const mainCamera = new Entity('main-camera');
    mainCamera.addComponent('camera', {
        clearColor: new Color(0.12, 0.14, 0.18),
        priority: 0
    });
    mainCamera.setPosition(0, 6, 10);
    mainCamera.lookAt(0, 0, 0);
    app.root.addChild(mainCamera);

    // Map view: orthographic, top right quarter of the canvas, drawn on top.
    const mapCamera = new Entity('map-camera');
    mapCamera.addComponent('camera', {
        clearColor: new Color(0.2, 0.22, 0.26),
        projection: PROJECTION_ORTHOGRAPHIC,
        orthoHeight: 7,
        rect: new Vec4(0.6, 0.6, 0.38, 0.38),
        priority: 1
    });
    mapCamera.setPosition(0, 20, 0);
    mapCamera.setEulerAngles(-90, 0, 0);
    app.root.addChild(mapCamera);

    const picker = new Entity('picker');
    picker.addComponent('script');
    picker.script?.create(ViewportRaycaster, {
        properties: { cameras: [mainCamera, mapCamera], marker }
    });
    app.root.addChild(picker);

    // Highlight the picked shape.
    app.on('viewportraycaster:hit', (/** @type {Entity} */ hit) => {
        for (const shape of shapes) {
            if (shape.render) shape.render.material = shape === hit ? selected : normal;
        }
    });

    return app;
}
