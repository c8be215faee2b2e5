import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { FlyPath } from './fly-path.mjs';
import { RainbowTrail } from './rainbow-trail.mjs';

/**
 * A glowing ball flies a looping path over a dark floor, leaving a rainbow
 * ribbon behind it, built with the Mesh API.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.15, 0.16, 0.2);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(10, 1, 10);
    app.root.addChild(floor);

    const ballMaterial = new StandardMaterial();
    ballMaterial.emissive = new Color(1, 1, 1);
    ballMaterial.useLighting = false;
    ballMaterial.update();
    const ball = new Entity('ball');
    ball.addComponent('render', { type: 'sphere', material: ballMaterial });
    ball.setLocalScale(0.25, 0.25, 0.25);
    app.root.addChild(ball);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.05, 0.05, 0.08) });
    camera.setPosition(0, 3.2, 6);
    camera.lookAt(0, 1, 0);
    app.root.addChild(camera);

    // The ball moves in update(); the trail follows it in postUpdate()
    ball.addComponent('script');
    ball.script?.create(FlyPath);

    const trail = new Entity('trail');
    trail.addComponent('script');
    trail.script?.create(RainbowTrail, { properties: { target: ball, camera } });
    app.root.addChild(trail);

    app.start();
    return app;
}
