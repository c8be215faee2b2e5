import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    PROJECTION_ORTHOGRAPHIC,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice,
    Vec3
} from 'playcanvas';
import { SplitScreen } from './split-screen.mjs';

/**
 * Builds a small scene viewed by four cameras that share one canvas.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
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
     * @param {'box' | 'sphere' | 'cone' | 'plane'} type - Primitive shape.
     * @param {Vec3} position - World position.
     * @param {Vec3} scale - Local scale.
     * @param {StandardMaterial} material - Material to render with.
     * @returns {Entity} The new shape.
     */
    const addShape = (type, position, scale, material) => {
        const shape = new Entity(type);
        shape.addComponent('render', { type, material });
        shape.setPosition(position);
        shape.setLocalScale(scale);
        app.root.addChild(shape);
        return shape;
    };

    addShape('plane', new Vec3(0, 0, 0), new Vec3(10, 1, 10), createMaterial(0.4, 0.45, 0.5));
    const box = addShape('box', new Vec3(0, 0.75, 0), new Vec3(1.5, 1.5, 1.5), createMaterial(0.9, 0.45, 0.2));
    addShape('sphere', new Vec3(2.5, 0.5, 1), new Vec3(1, 1, 1), createMaterial(0.25, 0.6, 0.9));
    addShape('cone', new Vec3(-2, 0.75, -1.5), new Vec3(1, 1.5, 1), createMaterial(0.4, 0.8, 0.35));

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20 });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    /**
     * @param {string} name - Entity name.
     * @param {Vec3} position - Where the camera stands.
     * @param {Color} clearColor - Background of this viewport.
     * @param {boolean} ortho - True for an orthographic projection.
     * @returns {Entity} The camera entity, looking at the centre.
     */
    const addCamera = (name, position, clearColor, ortho) => {
        const camera = new Entity(name);
        camera.addComponent('camera', { clearColor });
        if (ortho && camera.camera) {
            camera.camera.projection = PROJECTION_ORTHOGRAPHIC;
            camera.camera.orthoHeight = 4;
        }
        camera.setPosition(position);
        app.root.addChild(camera);
        camera.lookAt(0, 0.5, 0);
        return camera;
    };

    const cameras = [
        addCamera('perspective', new Vec3(6, 5, 8), new Color(0.12, 0.14, 0.18), false),
        addCamera('top', new Vec3(0, 10, 0.01), new Color(0.16, 0.12, 0.12), true),
        addCamera('front', new Vec3(0, 1, 10), new Color(0.12, 0.16, 0.12), true),
        addCamera('side', new Vec3(10, 1, 0), new Color(0.12, 0.12, 0.18), true)
    ];

    const layout = new Entity('layout');
    layout.addComponent('script');
    layout.script?.create(SplitScreen, { properties: { cameras } });
    app.root.addChild(layout);

    app.on('update', (dt) => box.rotate(0, 40 * dt, 0));

    app.start();
    return app;
}
