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
import { ClipSwitcher } from './clip-switcher.mjs';
import { loadGlb } from './load-glb.mjs';

/**
 * Loads toy.glb once and places two copies of it: one as the file describes
 * it, one repainted. Both play the file's animations; a click switches clips.
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
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.45, 0.5);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(10, 1, 10);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 12 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 2.2, 4.8);
    camera.lookAt(0, 0.4, 0);
    app.root.addChild(camera);

    const info = document.createElement('pre');
    info.style.cssText = 'position:fixed;top:8px;left:12px;margin:0;color:#fff;' +
        'font:15px/1.4 ui-monospace,monospace;pointer-events:none';
    document.body.append(info);

    app.start();

    loadGlb(app, '/models/toy.glb').then((asset) => {
        const container = /** @type {import('playcanvas').ContainerResource} */ (asset.resource);

        // What the file holds: each entry is an asset whose resource is ready to use.
        info.textContent = [
            `renders:    ${container.renders.length}`,
            `materials:  ${container.materials.map((m) => m.resource?.name).join(', ')}`,
            `animations: ${container.animations.map((a) => a.resource?.name).join(', ')}`,
            'Click to switch clips'
        ].join('\n');

        // Each call builds a new entity hierarchy that shares the meshes and materials.
        // The Bounce clip moves the copy's root, so each copy sits under a holder that places it.
        /** @type {Entity[]} */
        const toys = [];
        [[-1.3, 35], [1.3, -35]].forEach(([x, angle]) => {
            const holder = new Entity('holder');
            holder.setLocalPosition(x, 0, 0);
            holder.setLocalEulerAngles(0, angle, 0);
            app.root.addChild(holder);
            const toy = container.instantiateRenderEntity();
            holder.addChild(toy);
            toys.push(toy);
        });
        const right = toys[1];

        // Repaint the right copy only: give its Body a clone of the shared Paint material.
        const body = right?.findByName('Body');
        const meshInstances = body instanceof Entity ? body.render?.meshInstances ?? [] : [];
        for (const meshInstance of meshInstances) {
            if (!(meshInstance.material instanceof StandardMaterial)) continue;
            const paint = meshInstance.material.clone();
            paint.diffuse = new Color(0.2, 0.6, 0.85);
            paint.update();
            meshInstance.material = paint;
        }

        // Anim component on the copy's root, so the clips find Toy, Head and the rest by name.
        toys.forEach((toy, i) => {
            toy.addComponent('anim', { activate: true });
            toy.addComponent('script');
            toy.script?.create(ClipSwitcher, { properties: { clips: container.animations, first: i } });
        });
    });

    return app;
}
