import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    XRSPACE_LOCALFLOOR,
    XRTYPE_AR
} from 'playcanvas';
import { ArHitTestPlacer } from './ar-hit-test-placer.mjs';

/**
 * Builds the AR hit-test demo. Outside AR it shows a preview of the object
 * on a floor; the "Enter AR" button starts an immersive AR session where
 * tapping places copies of the object on real surfaces.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

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

    // The object to place: a 20 cm box on a base, built so its origin is at the bottom.
    const template = new Entity('placed-object');
    const box = new Entity('box');
    box.addComponent('render', { type: 'box', material: createMaterial(0.9, 0.5, 0.2) });
    box.setLocalScale(0.2, 0.2, 0.2);
    box.setLocalPosition(0, 0.1, 0);
    template.addChild(box);
    template.enabled = false;
    app.root.addChild(template);

    // The reticle: a thin disc that lies on the surface.
    const reticle = new Entity('reticle');
    reticle.addComponent('render', { type: 'cylinder', material: createMaterial(1, 1, 1) });
    reticle.setLocalScale(0.15, 0.005, 0.15);
    app.root.addChild(reticle);

    // Shown only outside AR, so the page is not empty on other devices.
    const preview = new Entity('preview');
    const previewFloor = new Entity('preview-floor');
    previewFloor.addComponent('render', { type: 'plane', material: createMaterial(0.45, 0.5, 0.55) });
    previewFloor.setLocalScale(2, 1, 2);
    preview.addChild(previewFloor);
    const previewObject = template.clone();
    previewObject.enabled = true;
    preview.addChild(previewObject);
    app.root.addChild(preview);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const previewColor = new Color(0.12, 0.14, 0.18);
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: previewColor, nearClip: 0.01, farClip: 100 });
    camera.setPosition(0, 0.6, 0.8);
    camera.lookAt(0, 0.1, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(ArHitTestPlacer, { properties: { reticle, template } });

    app.on('update', (/** @type {number} */ dt) => {
        previewObject.rotate(0, 30 * dt, 0);
    });

    // A button and a status line over the canvas.
    const overlay = document.createElement('div');
    overlay.style.cssText = 'position:fixed;left:0;right:0;bottom:24px;text-align:center;font:16px sans-serif;color:#fff';
    const button = document.createElement('button');
    button.textContent = 'Enter AR';
    button.style.cssText = 'font-size:18px;padding:10px 24px';
    const status = document.createElement('p');
    overlay.append(button, status);
    document.body.append(overlay);

    const xr = app.xr;
    const updateButton = () => {
        const available = !!xr && xr.isAvailable(XRTYPE_AR);
        button.disabled = !available || xr.active;
        if (!xr || !xr.supported) {
            status.textContent = 'This browser does not support WebXR.';
        } else if (!available) {
            status.textContent = 'Immersive AR is not available on this device.';
        } else if (!xr.hitTest.supported) {
            status.textContent = 'AR is available, but hit testing is not supported.';
        } else {
            status.textContent = xr.active ? 'Tap to place the object.' : 'Ready.';
        }
    };

    if (xr && xr.supported) {
        // Availability is checked asynchronously, so listen for changes.
        xr.on('available', updateButton);
        xr.on('start', () => {
            // In AR the real world replaces the preview and the background.
            preview.enabled = false;
            if (camera.camera) camera.camera.clearColor = new Color(0, 0, 0, 0);
            updateButton();
        });
        xr.on('end', () => {
            preview.enabled = true;
            camera.setPosition(0, 0.6, 0.8);
            camera.lookAt(0, 0.1, 0);
            if (camera.camera) camera.camera.clearColor = previewColor;
            updateButton();
        });
        button.addEventListener('click', () => {
            // Sessions must start from a user action such as this click.
            camera.camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, {
                callback: (err) => {
                    if (err) status.textContent = `Could not start AR: ${err.message}`;
                }
            });
        });
    }
    updateButton();

    app.start();
    return app;
}
