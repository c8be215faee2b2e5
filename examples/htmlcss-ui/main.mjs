import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { HtmlPanel } from './html-panel.mjs';

/**
 * Builds a cube on a floor and an HTML panel that sets the cube's colour
 * and spin speed.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.14, 0.16, 0.2) });
    camera.setPosition(0.8, 1.6, 4);
    camera.lookAt(0.8, 0.2, 0);
    app.root.addChild(camera);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.3, 0.33, 0.38);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(8, 1, 8);
    floor.setPosition(0, -0.5, 0);
    app.root.addChild(floor);

    const cube = new Entity('cube');
    cube.addComponent('render', { type: 'box' });
    cube.setPosition(1.2, 0.1, 0);
    app.root.addChild(cube);

    // The panel lives in a script, so it comes and goes with its entity.
    const ui = new Entity('ui');
    ui.addComponent('script');
    ui.script?.create(HtmlPanel, { properties: { target: cube, speed: 90 } });
    app.root.addChild(ui);

    app.start();
    return app;
}
