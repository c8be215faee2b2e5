import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { DoubleClickZoom } from './double-click-zoom.mjs';

/**
 * @param {Color} color - The diffuse colour.
 * @returns {StandardMaterial} A new material.
 */
function makeMaterial(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    return material;
}

/**
 * A small still life on a floor. Double-click the canvas to zoom in on the
 * sphere, and double-click again to zoom back out.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    // No Mouse device is needed: the script listens to the DOM event itself.
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.2, 0.2, 0.25);

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: makeMaterial(new Color(0.4, 0.45, 0.5)) });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    const shapes = /** @type {const} */ ([
        { type: 'box', x: -2.5, color: new Color(0.9, 0.5, 0.2) },
        { type: 'sphere', x: 0, color: new Color(0.3, 0.65, 0.95) },
        { type: 'cone', x: 2.5, color: new Color(0.5, 0.85, 0.4) }
    ]);
    /** @type {Entity|null} */
    let focus = null;
    for (const shape of shapes) {
        const entity = new Entity(shape.type);
        entity.addComponent('render', { type: shape.type, material: makeMaterial(shape.color) });
        entity.setPosition(shape.x, 0.5, 0);
        app.root.addChild(entity);
        if (shape.type === 'sphere') focus = entity;
    }

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 25 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 6, 10);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(DoubleClickZoom, { properties: { target: focus, closeDistance: 3 } });

    app.start();
    return app;
}
