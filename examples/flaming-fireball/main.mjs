import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { Flicker, addFlames, createPuffTexture } from './flame-effect.mjs';
import { PointerFollow } from './pointer-follow.mjs';

/**
 * A fireball that follows the mouse or a finger over a dark floor,
 * trailing flames and lighting the floor around it.
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
    app.scene.ambientLight = new Color(0.05, 0.05, 0.08);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.35, 0.35, 0.4);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(20, 1, 20);
    app.root.addChild(floor);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.02, 0.02, 0.04) });
    camera.setPosition(0, 7, 8);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    // The fireball: a glowing core, the flames and a flickering point light.
    const fireball = new Entity('fireball');
    fireball.setPosition(0, 1, 0);
    app.root.addChild(fireball);

    const coreMaterial = new StandardMaterial();
    coreMaterial.diffuse = new Color(0, 0, 0);
    coreMaterial.emissive = new Color(1, 0.75, 0.3);
    coreMaterial.update();
    const core = new Entity('core');
    core.addComponent('render', { type: 'sphere', material: coreMaterial, castShadows: false });
    core.setLocalScale(0.35, 0.35, 0.35);
    fireball.addChild(core);

    addFlames(fireball, createPuffTexture(app.graphicsDevice));

    const glow = new Entity('glow');
    glow.addComponent('light', { type: 'omni', color: new Color(1, 0.55, 0.2), range: 6, intensity: 2 });
    glow.addComponent('script');
    glow.script?.create(Flicker, { properties: { base: 2, amount: 0.6 } });
    fireball.addChild(glow);

    fireball.addComponent('script');
    fireball.script?.create(PointerFollow, { properties: { camera, smoothing: 5 } });

    app.start();
    return app;
}
