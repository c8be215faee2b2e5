import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice,
    Vec3
} from 'playcanvas';
import { SmoothViewpoints } from './smooth-viewpoints.mjs';

/**
 * Builds a small scene with four viewpoints and a camera that glides between them.
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
     * @param {'box' | 'sphere' | 'cylinder' | 'cone' | 'plane'} type - Primitive shape.
     * @param {Vec3} position - World position.
     * @param {Vec3} scale - Local scale.
     * @param {StandardMaterial} material - Material to render with.
     */
    const addShape = (type, position, scale, material) => {
        const shape = new Entity(type);
        shape.addComponent('render', { type, material });
        shape.setPosition(position);
        shape.setLocalScale(scale);
        app.root.addChild(shape);
    };

    addShape('plane', new Vec3(0, 0, 0), new Vec3(20, 1, 20), createMaterial(0.4, 0.45, 0.5));
    addShape('box', new Vec3(-4, 1, -4), new Vec3(2, 2, 2), createMaterial(0.9, 0.45, 0.2));
    addShape('sphere', new Vec3(4, 1, -4), new Vec3(2, 2, 2), createMaterial(0.25, 0.6, 0.9));
    addShape('cylinder', new Vec3(4, 1, 4), new Vec3(1.5, 2, 1.5), createMaterial(0.4, 0.8, 0.35));
    addShape('cone', new Vec3(-4, 1, 4), new Vec3(2, 2, 2), createMaterial(0.85, 0.3, 0.6));

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 40 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    /**
     * A viewpoint is an empty entity: only its position and rotation matter.
     *
     * @param {Vec3} position - Where the camera should stand.
     * @param {Vec3} lookAt - What it should look at.
     * @returns {Entity} The viewpoint.
     */
    const addViewpoint = (position, lookAt) => {
        const viewpoint = new Entity('viewpoint');
        viewpoint.setPosition(position);
        app.root.addChild(viewpoint);
        viewpoint.lookAt(lookAt);
        return viewpoint;
    };

    const viewpoints = [
        addViewpoint(new Vec3(0, 12, 14), new Vec3(0, 0, 0)),
        addViewpoint(new Vec3(-8, 3, -8), new Vec3(-4, 1, -4)),
        addViewpoint(new Vec3(9, 2, -1), new Vec3(4, 1, -4)),
        addViewpoint(new Vec3(0, 2.5, 9), new Vec3(4, 1, 4))
    ];

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    app.root.addChild(camera);
    camera.addComponent('script');
    camera.script?.create(SmoothViewpoints, { properties: { viewpoints, sharpness: 4 } });

    app.start();
    return app;
}
