import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { QrSign } from './qr-sign.mjs';

/**
 * A sign on a post that shows a QR code made at runtime; a button encodes the next text.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

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
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(8, 1, 8);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 10 });
    light.setEulerAngles(50, 35, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0.8, 1.5, 3.6);
    camera.lookAt(0, 1.3, 0);
    app.root.addChild(camera);

    const post = new Entity('post');
    post.addComponent('render', { type: 'cylinder', material: createMaterial(0.35, 0.3, 0.25) });
    post.setLocalScale(0.08, 1.2, 0.08);
    post.setLocalPosition(0, 0.6, -0.05);
    app.root.addChild(post);

    // A plane lies flat on XZ; turned 90 degrees about X it faces the camera (+Z).
    const sign = new Entity('sign');
    sign.addComponent('render', { type: 'plane' });
    sign.setLocalScale(1.4, 1, 1.4);
    sign.setLocalPosition(0, 1.5, 0);
    sign.setLocalEulerAngles(90, 0, 0);
    sign.addComponent('script');
    const qrSign = sign.script?.create(QrSign, {
        properties: { texts: ['https://playcanvas.com/', 'HELLO PLAYCANVAS', 'Score 1280'] }
    });
    app.root.addChild(sign);

    const label = document.createElement('div');
    label.style.cssText = 'position:fixed;top:10px;width:100%;text-align:center;' +
        'color:#fff;font:16px system-ui,sans-serif;pointer-events:none';
    const button = document.createElement('button');
    button.textContent = 'Next text';
    button.style.cssText = 'position:fixed;bottom:16px;left:50%;transform:translateX(-50%);font-size:18px';
    button.addEventListener('click', () => qrSign?.next());
    document.body.append(label, button);
    qrSign?.on('change', (/** @type {string} */ text) => {
        label.textContent = `Encoded: ${text}`;
    });

    app.start();
    return app;
}
