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
import { FramebufferPicker } from './framebuffer-picker.mjs';

/**
 * Builds the frame buffer picking demo: a few shapes and a small figure made of
 * several parts on a floor, and a camera that picks with a pick buffer.
 * No physics library is needed.
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

    /**
     * @param {Entity} parent - Where to attach the shape.
     * @param {'box' | 'sphere' | 'cylinder' | 'cone' | 'plane'} type - Primitive shape.
     * @param {Vec3} position - Local position.
     * @param {Vec3} scale - Local scale.
     * @param {StandardMaterial} material - Material to render with.
     * @returns {Entity} The new entity.
     */
    const addShape = (parent, type, position, scale, material) => {
        const shape = new Entity(type);
        shape.addComponent('render', { type, material });
        shape.setLocalPosition(position);
        shape.setLocalScale(scale);
        parent.addChild(shape);
        return shape;
    };

    // The floor is not tagged, so clicking it clears the selection.
    addShape(app.root, 'plane', new Vec3(0, 0, 0), new Vec3(12, 1, 12), createMaterial(0.45, 0.5, 0.55));

    // Single shapes: each has its own material and the 'pickable' tag.
    const box = addShape(app.root, 'box', new Vec3(-3, 0.75, 0), new Vec3(1.5, 1.5, 1.5), createMaterial(0.9, 0.45, 0.2));
    const sphere = addShape(app.root, 'sphere', new Vec3(3, 0.75, 0), new Vec3(1.5, 1.5, 1.5), createMaterial(0.25, 0.6, 0.9));
    const spinner = addShape(app.root, 'cone', new Vec3(0, 0.75, 2.5), new Vec3(1, 1.5, 1), createMaterial(0.8, 0.75, 0.3));
    for (const entity of [box, sphere, spinner]) {
        entity.tags.add('pickable');
    }

    // A figure made of several parts: only the parent is tagged, so a click on
    // any part selects the whole figure.
    const figure = new Entity('figure');
    figure.tags.add('pickable');
    figure.setPosition(0, 0, -2);
    app.root.addChild(figure);
    const bodyMaterial = createMaterial(0.4, 0.8, 0.35);
    addShape(figure, 'cylinder', new Vec3(0, 0.8, 0), new Vec3(0.9, 1.6, 0.9), bodyMaterial);
    addShape(figure, 'sphere', new Vec3(0, 2, 0), new Vec3(0.8, 0.8, 0.8), createMaterial(0.95, 0.85, 0.7));
    addShape(figure, 'box', new Vec3(0, 2.55, 0), new Vec3(0.7, 0.25, 0.7), bodyMaterial);

    app.on('update', (/** @type {number} */ dt) => {
        spinner.rotate(0, 60 * dt, 0);
    });

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 30,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 6, 9);
    camera.lookAt(0, 1, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(FramebufferPicker, {
        properties: { bufferScale: 0.5 }
    });

    app.start();
    return app;
}
