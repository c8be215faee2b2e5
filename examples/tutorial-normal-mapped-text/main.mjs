import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { OrbitLight } from './orbit-light.mjs';
import { createTextNormalMap } from './text-normal-map.mjs';

/**
 * A flat plate whose only relief is a normal map made from text at start. A
 * point light circles above it, and the letters catch the light as it passes.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.15, 0.15, 0.18);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.04, 0.04, 0.06) });
    camera.setPosition(0, 1.9, 1.1);
    camera.lookAt(0, 0, 0.05);
    app.root.addChild(camera);

    // The plate: a flat plane, 2 by 1 units, so the 512 × 256 texture is not stretched
    const plateMaterial = new StandardMaterial();
    plateMaterial.diffuse = new Color(0.75, 0.55, 0.3);
    plateMaterial.useMetalness = true;
    plateMaterial.metalness = 0.6;
    plateMaterial.gloss = 0.6;
    plateMaterial.normalMap = createTextNormalMap(app.graphicsDevice, 'PlayCanvas', 512, 256, 6);
    plateMaterial.bumpiness = 1;
    plateMaterial.update();

    const plate = new Entity('plate');
    plate.addComponent('render', { type: 'plane', material: plateMaterial });
    plate.setLocalScale(2, 1, 1);
    app.root.addChild(plate);

    // A warm point light that circles above the plate, with a small ball to show where it is
    const lamp = new Entity('lamp');
    lamp.addComponent('light', { type: 'omni', color: new Color(1, 0.9, 0.75), range: 4, intensity: 3 });
    const bulbMaterial = new StandardMaterial();
    bulbMaterial.emissive = new Color(1, 0.9, 0.75);
    bulbMaterial.update();
    const bulb = new Entity('bulb');
    bulb.addComponent('render', { type: 'sphere', material: bulbMaterial, castShadows: false });
    bulb.setLocalScale(0.06, 0.06, 0.06);
    lamp.addChild(bulb);
    app.root.addChild(lamp);

    lamp.addComponent('script');
    lamp.script?.create(OrbitLight, { properties: { radius: 1.1, heightAbove: 0.3, speed: 0.2 } });

    app.start();
    return app;
}
