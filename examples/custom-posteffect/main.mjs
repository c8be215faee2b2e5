import {
    Application,
    CameraFrame,
    Color,
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    FILLMODE_NONE,
    KEY_SPACE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TONEMAP_ACES,
    TouchDevice
} from 'playcanvas';
import { ColorPop } from './color-pop.mjs';

/**
 * A table of coloured toys seen through a CameraFrame whose compose pass
 * keeps red and turns everything else grey. Space, a click or a tap turns
 * the effect off and on.
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
     * @param {'box' | 'sphere' | 'cone' | 'cylinder'} type - A render primitive.
     * @param {StandardMaterial} material - Its material.
     * @param {number[]} position - Where it stands.
     * @returns {Entity} The new entity.
     */
    const addShape = (type, material, [x, y, z]) => {
        const shape = new Entity(type);
        shape.addComponent('render', { type, material });
        shape.setPosition(x, y, z);
        app.root.addChild(shape);
        return shape;
    };

    const table = addShape('box', createMaterial(0.75, 0.7, 0.6), [0, -0.1, 0]);
    table.setLocalScale(7, 0.2, 4);
    addShape('box', createMaterial(0.85, 0.1, 0.1), [-2, 0.5, 0]);
    addShape('sphere', createMaterial(0.1, 0.35, 0.9), [-0.6, 0.5, 0.6]);
    addShape('cone', createMaterial(0.95, 0.8, 0.1), [0.7, 0.5, -0.4]);
    addShape('cylinder', createMaterial(0.15, 0.7, 0.25), [2, 0.5, 0.3]);
    const redBall = addShape('sphere', createMaterial(0.85, 0.1, 0.1), [1.2, 0.3, 1.2]);
    redBall.setLocalScale(0.6, 0.6, 0.6);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.5 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.7, 0.85) });
    camera.setPosition(0, 2.4, 5);
    camera.lookAt(0, 0.3, 0);
    app.root.addChild(camera);

    // The camera renders through CameraFrame: HDR scene pass, then compose
    if (!camera.camera) throw new Error('no camera component');
    const frame = new CameraFrame(app, camera.camera);
    frame.rendering.toneMapping = TONEMAP_ACES;
    frame.update();

    camera.addComponent('script');
    const pop = camera.script?.create(ColorPop);

    const toggle = () => {
        if (pop) pop.enabled = !pop.enabled;
    };
    app.keyboard?.on(EVENT_KEYDOWN, (event) => {
        if (event.key === KEY_SPACE) toggle();
    });
    app.mouse?.on(EVENT_MOUSEDOWN, toggle);
    app.touch?.on(EVENT_TOUCHSTART, toggle);

    app.start();
    return app;
}
