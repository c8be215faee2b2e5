import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { ClipPlayer } from './clip-player.mjs';
import { loadGlb } from './load-glb.mjs';

/**
 * Loads the toy model and plays its Spin and Bounce clips through an Anim
 * component that has no state graph asset.
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

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.45, 0.5);
    floorMaterial.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(8, 1, 8);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 10 });
    light.setEulerAngles(50, 35, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(2.2, 1.8, 3.2);
    camera.lookAt(0, 0.45, 0);
    app.root.addChild(camera);

    app.start();

    loadGlb(app, '/models/toy.glb').then((asset) => {
        const container = /** @type {import('playcanvas').ContainerResource} */ (asset.resource);

        // Bounce moves the model's root, so the root sits under a holder that places it.
        const holder = new Entity('holder');
        holder.setLocalEulerAngles(0, 20, 0);
        app.root.addChild(holder);

        const toy = container.instantiateRenderEntity();
        holder.addChild(toy);

        // The Anim component goes on the root: clip paths such as Head are found below it.
        toy.addComponent('anim', { activate: true });
        toy.addComponent('script');
        toy.script?.create(ClipPlayer, { properties: { clips: container.animations, blendTime: 0.4 } });
    });

    return app;
}
