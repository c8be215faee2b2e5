import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { Plasma } from './plasma.mjs';

/**
 * A sphere and a torus that share one StandardMaterial whose emissivePS chunk
 * is a plasma. A directional light still lights and shades them.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.2, 0.2, 0.25);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.05, 0.05, 0.08) });
    camera.setPosition(0, 1.2, 4.2);
    camera.lookAt(0, 0.1, 0);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 8 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.35, 0.35, 0.4);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(8, 1, 8);
    floor.setLocalPosition(0, -0.8, 0);
    app.root.addChild(floor);

    // A dark, glossy base: the plasma is the emission, the light adds highlights and shadows
    const plasmaMaterial = new StandardMaterial();
    plasmaMaterial.diffuse = new Color(0.1, 0.1, 0.1);
    plasmaMaterial.gloss = 0.8;
    plasmaMaterial.update();

    const ball = new Entity('ball');
    ball.addComponent('render', { type: 'sphere', material: plasmaMaterial, castShadows: true });
    ball.setLocalPosition(-0.8, 0, 0);
    app.root.addChild(ball);

    const ring = new Entity('ring');
    ring.addComponent('render', { type: 'torus', material: plasmaMaterial, castShadows: true });
    ring.setLocalPosition(0.9, 0, 0);
    ring.setLocalEulerAngles(70, 0, 0);
    app.root.addChild(ring);

    // One script is enough: both entities draw with the same material
    ball.addComponent('script');
    ball.script?.create(Plasma, { properties: { speed: 1, scale: 3 } });

    app.on('update', (dt) => ring.rotate(0, 0, 20 * dt));

    app.start();
    return app;
}
