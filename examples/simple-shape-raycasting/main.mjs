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
import { PickableShape } from './pickable-shape.mjs';
import { ShapePicker } from './shape-picker.mjs';

/**
 * Builds the picking demo: spheres, axis-aligned boxes and spinning boxes,
 * each with a PickableShape. Click or tap a shape to highlight it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
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

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.45, 0.5, 0.55) });
    floor.setLocalScale(16, 1, 16);
    app.root.addChild(floor);

    /**
     * @param {'sphere' | 'box'} type - Primitive to render.
     * @param {'sphere' | 'box' | 'orientedBox'} shape - Shape used for picking.
     * @param {Vec3} position - World position.
     * @param {Vec3} scale - Local scale.
     * @param {StandardMaterial} material - Material.
     * @returns {Entity} The new entity.
     */
    const addPickable = (type, shape, position, scale, material) => {
        const entity = new Entity(shape);
        entity.addComponent('render', { type, material });
        entity.setPosition(position);
        entity.setLocalScale(scale);
        entity.addComponent('script');
        entity.script?.create(PickableShape, { properties: { shape } });
        app.root.addChild(entity);
        return entity;
    };

    const blue = createMaterial(0.25, 0.6, 0.9);
    const green = createMaterial(0.4, 0.8, 0.35);
    const red = createMaterial(0.9, 0.35, 0.3);

    addPickable('sphere', 'sphere', new Vec3(-4, 1, 0), new Vec3(2, 2, 2), blue);
    addPickable('sphere', 'sphere', new Vec3(-2, 0.5, 2.5), new Vec3(1, 1, 1), blue);
    addPickable('box', 'box', new Vec3(0, 0.75, -1), new Vec3(1.5, 1.5, 1.5), green);
    addPickable('box', 'box', new Vec3(1.5, 0.4, 2.5), new Vec3(2, 0.8, 1), green);

    const spinners = [
        addPickable('box', 'orientedBox', new Vec3(4, 1, 0), new Vec3(0.6, 2, 0.6), red),
        addPickable('box', 'orientedBox', new Vec3(3.5, 0.5, 3), new Vec3(2, 0.4, 0.4), red)
    ];

    // Spin the oriented boxes so the picking shape has to follow the rotation.
    app.on('update', (/** @type {number} */ dt) => {
        spinners[0].rotate(0, 0, 40 * dt);
        spinners[1].rotate(0, 60 * dt, 0);
    });

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 7, 11);
    camera.lookAt(0, 0.5, 0.5);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(ShapePicker);

    app.start();
    return app;
}
