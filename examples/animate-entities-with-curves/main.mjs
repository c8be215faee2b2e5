import {
    Application,
    Color,
    Curve,
    CURVE_LINEAR,
    CURVE_SMOOTHSTEP,
    CURVE_SPLINE,
    CURVE_STEP,
    CurveSet,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { CurveAnimator } from './curve-animator.mjs';

/**
 * Four balls bounce on the same keys with the four curve types, and a cube
 * flies a closed loop around them along a curve set.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
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
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(10, 1, 6);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 14 });
    light.setEulerAngles(55, 25, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 2.6, 7);
    camera.lookAt(0, 0.9, 0);
    app.root.addChild(camera);

    // The same keys for every ball: up to 2 m at a third of the pass, a small hop at two thirds.
    const keys = [0, 0, 0.33, 2, 0.66, 0.4, 1, 0];
    const types = [
        { type: CURVE_LINEAR, color: [0.9, 0.35, 0.3] },
        { type: CURVE_SMOOTHSTEP, color: [0.95, 0.75, 0.25] },
        { type: CURVE_SPLINE, color: [0.35, 0.8, 0.45] },
        { type: CURVE_STEP, color: [0.35, 0.6, 0.95] }
    ];
    types.forEach(({ type, color }, i) => {
        const height = new Curve(keys);
        height.type = type;

        const ball = new Entity(`ball ${i}`);
        ball.addComponent('render', { type: 'sphere', material: createMaterial(color[0], color[1], color[2]) });
        ball.setLocalScale(0.6, 0.6, 0.6);
        ball.setLocalPosition(-2.25 + i * 1.5, 0.3, 0);
        ball.addComponent('script');
        ball.script?.create(CurveAnimator, { properties: { height, duration: 3 } });
        app.root.addChild(ball);
    });

    // A closed loop: one curve per axis, the last key equal to the first so the pass wraps smoothly.
    const loop = new CurveSet([
        [0, 0, 0.25, 3.5, 0.5, 0, 0.75, -3.5, 1, 0],
        [0, 1.2, 0.25, 0.4, 0.5, 1.2, 0.75, 0.4, 1, 1.2],
        [0, -2, 0.25, 0, 0.5, 2, 0.75, 0, 1, -2]
    ]);
    loop.type = CURVE_SPLINE;

    const flyer = new Entity('flyer');
    flyer.addComponent('render', { type: 'box', material: createMaterial(0.85, 0.85, 0.9) });
    flyer.setLocalScale(0.35, 0.35, 0.35);
    flyer.addComponent('script');
    flyer.script?.create(CurveAnimator, {
        properties: { height: new Curve([0, 0]), offset: loop, duration: 6 }
    });
    app.root.addChild(flyer);

    app.start();
    return app;
}
