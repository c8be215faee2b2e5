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
import { OrbitCamera } from './orbit-camera.mjs';

/**
 * Builds the orbit camera demo: a few shapes on a floor, a light, and a camera
 * that orbits the centre of the scene.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });

    // Keep the canvas size set by the page's CSS; the engine resizes the
    // drawing buffer to match it every frame.
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
     * @param {'box' | 'sphere' | 'cylinder' | 'plane'} type - Primitive shape.
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

    addShape('plane', new Vec3(0, 0, 0), new Vec3(12, 1, 12), createMaterial(0.45, 0.5, 0.55));
    addShape('box', new Vec3(0, 0.75, 0), new Vec3(1.5, 1.5, 1.5), createMaterial(0.9, 0.45, 0.2));
    addShape('sphere', new Vec3(3, 0.6, -1), new Vec3(1.2, 1.2, 1.2), createMaterial(0.25, 0.6, 0.9));
    addShape('cylinder', new Vec3(-2.5, 1, 1.5), new Vec3(1, 2, 1), createMaterial(0.4, 0.8, 0.35));

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
    camera.addComponent('camera', {
        clearColor: new Color(0.12, 0.14, 0.18)
    });
    app.root.addChild(camera);

    // Attach the orbit script; properties override the class defaults.
    camera.addComponent('script');
    camera.script?.create(OrbitCamera, {
        properties: {
            target: new Vec3(0, 0.75, 0),
            distance: 9,
            minDistance: 3,
            maxDistance: 25
        }
    });

    app.start();
    return app;
}
