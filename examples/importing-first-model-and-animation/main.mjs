import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { AnimationPlayer } from './animation-player.mjs';
import { createFigure, createWalkTrack } from './stand-in-model.mjs';

/**
 * Plays a walk cycle on a figure. In a real project the figure and the
 * animation come from an imported file; here both are built in code so the
 * demo needs no assets.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { keyboard: new Keyboard(window) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.25, 0.25, 0.3);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.45, 0.5);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(8, 1, 8);
    app.root.addChild(floor);

    const figure = createFigure();
    figure.setEulerAngles(0, 30, 0);
    app.root.addChild(figure);

    // The Anim component drives the figure's joints, found by name below it.
    figure.addComponent('anim', { activate: true, speed: 1 });
    figure.addComponent('script');
    const player = figure.script?.create(AnimationPlayer, { properties: { stateName: 'Walk' } });
    player?.play(createWalkTrack());

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 15 });
    light.setEulerAngles(50, 40, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(2.5, 2.5, 4.5);
    camera.lookAt(0, 1, 0);
    app.root.addChild(camera);

    app.start();
    return app;
}
