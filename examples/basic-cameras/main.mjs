import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    PROJECTION_ORTHOGRAPHIC,
    RESOLUTION_AUTO,
    StandardMaterial,
    Vec4
} from 'playcanvas';
import { ProjectionToggle } from './projection-toggle.mjs';

/**
 * Builds the camera demo: rows of pillars seen by a main perspective camera,
 * plus a small top-down orthographic camera drawn over the top-right corner.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window)
    });

    // Keep the canvas size set by the page's CSS; the engine resizes the
    // drawing buffer to match it every frame.
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.45, 0.5, 0.55);
    floorMaterial.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(16, 1, 40);
    floor.setPosition(0, 0, -12);
    app.root.addChild(floor);

    // Two rows of pillars running away from the camera make perspective easy to see.
    const pillarMaterial = new StandardMaterial();
    pillarMaterial.diffuse = new Color(0.9, 0.55, 0.25);
    pillarMaterial.update();
    for (let i = 0; i < 8; i++) {
        for (const x of [-3, 3]) {
            const pillar = new Entity(`pillar-${i}`);
            pillar.addComponent('render', { type: 'box', material: pillarMaterial });
            pillar.setLocalScale(1, 3, 1);
            pillar.setPosition(x, 1.5, 4 - i * 4);
            app.root.addChild(pillar);
        }
    }

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 60,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(50, 40, 0);
    app.root.addChild(light);

    // Main camera: perspective projection over the whole canvas.
    const camera = new Entity('main-camera');
    camera.addComponent('camera', {
        fov: 50,
        nearClip: 0.1,
        farClip: 100,
        orthoHeight: 8,
        clearColor: new Color(0.55, 0.7, 0.85),
        priority: 0
    });
    camera.setPosition(0, 5, 12);
    camera.lookAt(0, 1, -6);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(ProjectionToggle);

    // Second camera: top-down orthographic view in the top-right corner.
    // A higher priority renders it after the main camera, so it is drawn on top.
    const topCamera = new Entity('top-camera');
    topCamera.addComponent('camera', {
        projection: PROJECTION_ORTHOGRAPHIC,
        orthoHeight: 20,
        nearClip: 1,
        farClip: 30,
        clearColor: new Color(0.1, 0.1, 0.12),
        rect: new Vec4(0.72, 0.62, 0.26, 0.36),
        priority: 1
    });
    topCamera.setPosition(0, 20, -12);
    topCamera.setEulerAngles(-90, 0, 0);
    app.root.addChild(topCamera);

    app.start();
    return app;
}
