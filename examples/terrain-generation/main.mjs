import {
    Application,
    BLEND_NORMAL,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { TerrainGenerator } from './terrain-generator.mjs';

/**
 * Builds an island from a noise heightmap and a sheet of water around it.
 * Every click, tap or Space generates the terrain of the next seed.
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
    app.scene.ambientLight = new Color(0.3, 0.32, 0.38);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.7, 0.85), farClip: 100 });
    camera.setPosition(0, 14, 20);
    camera.lookAt(0, 0, 1);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.2 });
    light.setEulerAngles(45, 40, 0);
    app.root.addChild(light);

    const terrain = new Entity('terrain');
    terrain.addComponent('script');
    terrain.script?.create(TerrainGenerator, { properties: { seed: 1, resolution: 129, width: 20, height: 4 } });
    app.root.addChild(terrain);

    // The sea: a see-through plane a little above the lowest ground.
    const waterMaterial = new StandardMaterial();
    waterMaterial.diffuse = new Color(0.15, 0.35, 0.6);
    waterMaterial.opacity = 0.8;
    waterMaterial.blendType = BLEND_NORMAL;
    waterMaterial.depthWrite = false;
    waterMaterial.update();
    const water = new Entity('water');
    water.addComponent('render', { type: 'plane', material: waterMaterial });
    water.setLocalScale(40, 1, 40);
    water.setPosition(0, 0.6, 0);
    app.root.addChild(water);

    app.start();
    return app;
}
