import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { WavingFlag } from './waving-flag.mjs';

/**
 * A flag on a pole, drawn with a ShaderMaterial whose vertex shader waves
 * the cloth and whose fragment shader paints it, next to a lit pole and
 * ground drawn with StandardMaterial.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
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

    const ground = new Entity('ground');
    ground.addComponent('render', { type: 'plane', material: createMaterial(0.35, 0.55, 0.3) });
    ground.setLocalScale(12, 1, 12);
    app.root.addChild(ground);

    const pole = new Entity('pole');
    pole.addComponent('render', { type: 'cylinder', material: createMaterial(0.8, 0.8, 0.82) });
    pole.setPosition(-1, 1.6, 0);
    pole.setLocalScale(0.08, 3.2, 0.08);
    app.root.addChild(pole);

    // The plane lies flat in x and z; stand it up, with its u = 0 edge at the pole
    const flag = new Entity('flag');
    flag.setPosition(0.04, 2.55, 0);
    flag.setEulerAngles(90, 0, 0);
    flag.addComponent('script');
    flag.script?.create(WavingFlag);
    app.root.addChild(flag);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.6, 0.75, 0.9) });
    camera.setPosition(2.4, 2.2, 3.6);
    camera.lookAt(0.1, 2, 0);
    app.root.addChild(camera);

    app.start();
    return app;
}
