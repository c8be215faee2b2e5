import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    LAYERID_WORLD,
    Layer,
    RESOLUTION_AUTO,
    StandardMaterial,
    Vec4
} from 'playcanvas';
import { LayerToggle } from './layer-toggle.mjs';

/**
 * Builds the masking demo: crates on a floor with hidden items inside.
 * The items live in their own "X-Ray" layer, which only the right-hand
 * camera renders, and a green light that only lights that layer.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // Create the layer and draw it right after the World layer (after its transparent part).
    const layers = app.scene.layers;
    const xray = new Layer({ name: 'X-Ray' });
    const world = layers.getLayerById(LAYERID_WORLD);
    layers.insert(xray, world ? layers.getTransparentIndex(world) + 1 : layers.layerList.length);

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
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.45, 0.48, 0.5) });
    floor.setLocalScale(14, 1, 14);
    app.root.addChild(floor);

    // Hidden items ignore the depth buffer, so they show through the crates.
    const itemMaterial = createMaterial(1, 1, 1);
    itemMaterial.depthTest = false;
    itemMaterial.update();

    const crateMaterial = createMaterial(0.7, 0.5, 0.3);
    /** @type {('sphere' | 'cone' | 'torus')[]} */
    const itemTypes = ['sphere', 'cone', 'torus'];
    [-3, 0, 3].forEach((x, i) => {
        const crate = new Entity(`crate-${i}`);
        crate.addComponent('render', { type: 'box', material: crateMaterial });
        crate.setLocalScale(2, 2, 2);
        crate.setPosition(x, 1, 0);
        app.root.addChild(crate);

        // The item is a child of the crate, but renders only in the X-Ray layer.
        const item = new Entity(`item-${i}`);
        item.addComponent('render', {
            type: itemTypes[i],
            material: itemMaterial,
            layers: [xray.id]
        });
        item.setLocalScale(0.4, 0.4, 0.4);
        crate.addChild(item);
    });

    // The sun lights only the world layer.
    const sun = new Entity('sun');
    sun.addComponent('light', {
        type: 'directional',
        intensity: 1,
        layers: [LAYERID_WORLD]
    });
    sun.setEulerAngles(50, 30, 0);
    app.root.addChild(sun);

    // A green light that affects only the X-Ray layer; the crates and floor ignore it.
    const scanner = new Entity('scanner-light');
    scanner.addComponent('light', {
        type: 'directional',
        color: new Color(0.2, 1, 0.4),
        intensity: 1.5,
        layers: [xray.id]
    });
    scanner.setEulerAngles(30, -40, 0);
    app.root.addChild(scanner);

    /**
     * @param {string} name - Entity name.
     * @param {Vec4} rect - Viewport rectangle (x, y, width, height), 0 to 1.
     * @param {number[]} layerIds - Layers this camera renders.
     * @returns {Entity} The camera entity.
     */
    const addCamera = (name, rect, layerIds) => {
        const camera = new Entity(name);
        camera.addComponent('camera', {
            rect,
            layers: layerIds,
            clearColor: new Color(0.12, 0.14, 0.18)
        });
        camera.setPosition(0, 5, 9);
        camera.lookAt(0, 1, 0);
        app.root.addChild(camera);
        return camera;
    };

    // Left half: the normal view. Right half: the same view plus the X-Ray layer.
    const normalView = addCamera('normal-camera', new Vec4(0, 0, 0.5, 1), [LAYERID_WORLD]);
    addCamera('xray-camera', new Vec4(0.5, 0, 0.5, 1), [LAYERID_WORLD, xray.id]);

    // Press X to add or remove the layer on the left camera too.
    normalView.addComponent('script');
    normalView.script?.create(LayerToggle, { properties: { layerName: 'X-Ray' } });

    app.start();
    return app;
}
