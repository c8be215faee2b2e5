import {
    Application,
    Asset,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { loadGlb } from './load-glb.mjs';
import { MaterialSwitcher } from './material-switcher.mjs';

/**
 * Loads the toy model and repaints its body with a material from a list on
 * every click. A sample ball beside it shows the same material.
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
    floor.setLocalScale(8, 1, 8);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 10 });
    light.setEulerAngles(50, 35, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(1.6, 1.7, 3.4);
    camera.lookAt(0.4, 0.4, 0);
    app.root.addChild(camera);

    // Material assets made in code; in the Editor they would be material assets in the Assets panel.
    // Their data uses the material asset's keys: colours as [r, g, b] arrays.
    const paints = [
        { name: 'Mint', diffuse: [0.3, 0.85, 0.6], metalness: 0, gloss: 0.3 },
        { name: 'Gold', diffuse: [1, 0.75, 0.3], metalness: 1, gloss: 0.8 },
        { name: 'Glow', diffuse: [0.1, 0.1, 0.15], emissive: [0.3, 0.6, 1], metalness: 0, gloss: 0.5 }
    ].map(({ name, ...data }) => {
        const asset = new Asset(name, 'material', undefined, { ...data, useMetalness: true });
        app.assets.add(asset);
        app.assets.load(asset);
        return asset;
    });

    // A primitive's Render component takes one material through its `material` property.
    const sample = new Entity('sample');
    sample.addComponent('render', { type: 'sphere' });
    sample.setLocalScale(0.5, 0.5, 0.5);
    sample.setLocalPosition(1.3, 0.25, 0.4);
    app.root.addChild(sample);

    app.start();

    loadGlb(app, '/models/toy.glb').then((asset) => {
        const container = /** @type {import('playcanvas').ContainerResource} */ (asset.resource);
        const toy = container.instantiateRenderEntity();
        toy.setLocalEulerAngles(0, 25, 0);
        app.root.addChild(toy);

        toy.addComponent('script');
        const switcher = toy.script?.create(MaterialSwitcher, {
            properties: { materialName: 'Paint', materials: paints }
        });
        const show = (/** @type {import('playcanvas').Material} */ material) => {
            if (sample.render) sample.render.material = material;
        };
        switcher?.on('switch', show);
        const first = switcher?.choices[0];
        if (first) show(first);
    });

    return app;
}
