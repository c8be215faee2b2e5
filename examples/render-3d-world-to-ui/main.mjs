import {
    ASPECT_MANUAL,
    Application,
    Color,
    ELEMENTTYPE_IMAGE,
    Entity,
    FILLMODE_NONE,
    Layer,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    StandardMaterial,
    Vec2,
    Vec3,
    Vec4
} from 'playcanvas';
import { RenderToElement } from './render-to-element.mjs';

/**
 * Builds a world scene, plus an item on a separate layer that a second camera
 * renders into a texture shown in a UI panel.
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

    // The preview layer. Cameras and lights must opt in to see it.
    const previewLayer = new Layer({ name: 'Preview' });
    app.scene.layers.push(previewLayer);

    // --- The world, drawn by the main camera ---
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    for (let i = 0; i < 5; i++) {
        const pillar = new Entity(`pillar ${i}`);
        pillar.addComponent('render', { type: 'box', material: createMaterial(0.8, 0.5, 0.3) });
        pillar.setPosition(Math.cos(i * 1.26) * 3.5, 1, Math.sin(i * 1.26) * 3.5);
        pillar.setLocalScale(0.8, 2, 0.8);
        app.root.addChild(pillar);
    }

    const sun = new Entity('sun');
    sun.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20 });
    sun.setEulerAngles(50, 30, 0);
    app.root.addChild(sun);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 6, 10);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    // --- The preview item, only on the preview layer ---
    const item = new Entity('item');
    const gold = createMaterial(1, 0.75, 0.2);
    const body = new Entity('body');
    body.addComponent('render', { type: 'cone', material: gold, layers: [previewLayer.id] });
    body.setLocalPosition(0, 0.5, 0);
    item.addChild(body);
    const tip = new Entity('tip');
    tip.addComponent('render', { type: 'cone', material: gold, layers: [previewLayer.id] });
    tip.setLocalPosition(0, -0.5, 0);
    tip.setLocalEulerAngles(180, 0, 0);
    item.addChild(tip);
    item.setPosition(0, 100, 0);
    app.root.addChild(item);

    const previewLight = new Entity('preview light');
    previewLight.addComponent('light', { type: 'directional', layers: [previewLayer.id] });
    previewLight.setEulerAngles(30, 45, 0);
    app.root.addChild(previewLight);

    // Renders before the main camera (lower priority), into a texture.
    const previewCamera = new Entity('preview camera');
    previewCamera.addComponent('camera', {
        clearColor: new Color(0.2, 0.22, 0.3, 1),
        layers: [previewLayer.id],
        aspectRatioMode: ASPECT_MANUAL,
        priority: -1
    });
    previewCamera.setPosition(0, 100.5, 3);
    previewCamera.lookAt(0, 100, 0);
    app.root.addChild(previewCamera);

    // --- The UI panel that shows the texture ---
    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    const frame = new Entity('frame');
    frame.addComponent('element', {
        type: ELEMENTTYPE_IMAGE,
        anchor: new Vec4(1, 0, 1, 0),
        pivot: new Vec2(1, 0),
        width: 272,
        height: 272,
        color: new Color(0.9, 0.9, 0.9)
    });
    frame.setLocalPosition(-24, 24, 0);
    screen.addChild(frame);

    const preview = new Entity('preview');
    preview.addComponent('element', {
        type: ELEMENTTYPE_IMAGE,
        anchor: new Vec4(0.5, 0.5, 0.5, 0.5),
        pivot: new Vec2(0.5, 0.5),
        width: 256,
        height: 256
    });
    frame.addChild(preview);

    previewCamera.addComponent('script');
    previewCamera.script?.create(RenderToElement, {
        properties: { target: preview, width: 512, height: 512 }
    });

    app.on('update', (dt) => item.rotate(0, 60 * dt, 0));

    app.start();
    return app;
}
