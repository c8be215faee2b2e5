import {
    Application,
    CanvasFont,
    Color,
    ELEMENTTYPE_TEXT,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    StandardMaterial,
    Vec2,
    Vec4
} from 'playcanvas';
import { FpsCounter } from './fps-counter.mjs';

/**
 * Builds a ring of spinning boxes and an FPS counter in the top-left corner.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.12, 0.15) });
    camera.setPosition(0, 3, 9);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    // Something to draw: a slowly turning ring of boxes.
    const ring = new Entity('ring');
    for (let i = 0; i < 24; i++) {
        const material = new StandardMaterial();
        material.diffuse.set(0.5 + 0.5 * Math.cos(i * 0.26), 0.5 + 0.5 * Math.cos(i * 0.26 - 2.1), 0.5 + 0.5 * Math.cos(i * 0.26 + 2.1));
        material.update();
        const box = new Entity(`box-${i}`);
        box.addComponent('render', { type: 'box', material });
        const angle = (i / 24) * Math.PI * 2;
        box.setLocalPosition(Math.cos(angle) * 4, 0, Math.sin(angle) * 4);
        box.setLocalScale(0.6, 0.6, 0.6);
        ring.addChild(box);
    }
    app.root.addChild(ring);
    app.on('update', (/** @type {number} */ dt) => ring.rotate(0, 20 * dt, 0));

    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 48 });
    font.createTextures('0123456789.- FPSmsavgx,');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    const text = new Entity('fps text');
    text.addComponent('element', {
        type: ELEMENTTYPE_TEXT,
        anchor: new Vec4(0, 1, 0, 1),
        pivot: new Vec2(0, 1),
        alignment: new Vec2(0, 1),
        font,
        fontSize: 30,
        text: '-- FPS',
        color: new Color(1, 1, 1)
    });
    text.setLocalPosition(16, -12, 0);
    screen.addChild(text);
    text.addComponent('script');
    text.script?.create(FpsCounter);

    app.start();
    return app;
}
