import {
    Application,
    Asset,
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
import { ToyLoader } from './toy-loader.mjs';

/**
 * Builds a stand with a see-through placeholder on it. A click loads the
 * toy model in its place; the next click unloads it again.
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

    // Registered but not loaded: preload is false, so nothing is downloaded yet.
    const toyAsset = new Asset('toy', 'container', { url: '/models/toy.glb' });
    app.assets.add(toyAsset);

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
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.35, 0.4, 0.45) });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 12 });
    light.setEulerAngles(50, 35, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 2.2, 4.2);
    camera.lookAt(0, 0.7, 0);
    app.root.addChild(camera);

    const stand = new Entity('stand');
    stand.addComponent('render', { type: 'cylinder', material: createMaterial(0.8, 0.8, 0.75) });
    stand.setLocalScale(2.2, 0.5, 2.2);
    stand.setPosition(0, 0.25, 0);
    app.root.addChild(stand);

    // A child of the stand would inherit its scale, so the toy gets its own entity.
    const turntable = new Entity('turntable');
    app.root.addChild(turntable);

    const ghost = new StandardMaterial();
    ghost.diffuse = new Color(0.6, 0.75, 0.95);
    ghost.opacity = 0.35;
    ghost.blendType = BLEND_NORMAL;
    ghost.depthWrite = false;
    ghost.update();
    const placeholder = new Entity('placeholder');
    placeholder.addComponent('render', { type: 'box', material: ghost, castShadows: false });
    placeholder.setLocalScale(1.2, 0.9, 1.5);
    placeholder.setPosition(0, 0.95, 0);
    app.root.addChild(placeholder);

    const status = document.createElement('div');
    status.style.cssText = 'position:fixed;top:12px;width:100%;text-align:center;' +
        'color:#fff;font:20px system-ui,sans-serif;pointer-events:none';
    document.body.append(status);
    app.on('toyloader:status', (text) => {
        status.textContent = text;
    });

    turntable.addComponent('script');
    turntable.script?.create(ToyLoader, { properties: { toy: toyAsset, placeholder } });

    app.start();
    return app;
}
