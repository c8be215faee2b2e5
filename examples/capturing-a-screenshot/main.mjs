import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    RESOLUTION_AUTO,
    Script,
    StandardMaterial
} from 'playcanvas';
import { Screenshot } from './screenshot.mjs';

/** Spins the entity around its Y axis. */
class Spin extends Script {
    static scriptName = 'spin';

    /** @attribute */
    speed = 30;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.entity.rotate(0, this.speed * dt, 0);
    }
}

/**
 * Builds the screenshot demo: spinning shapes, a camera with the
 * screenshot script, and a button that asks for a capture.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.42, 0.45);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    const turntable = new Entity('turntable');
    turntable.addComponent('script');
    turntable.script?.create(Spin, { properties: { speed: 25 } });
    app.root.addChild(turntable);

    const colors = [[0.9, 0.3, 0.3], [0.3, 0.8, 0.4], [0.3, 0.5, 0.95], [0.95, 0.8, 0.3]];
    /** @type {('box' | 'sphere' | 'cone' | 'cylinder')[]} */
    const types = ['box', 'sphere', 'cone', 'cylinder'];
    types.forEach((type, i) => {
        const material = new StandardMaterial();
        material.diffuse = new Color(...colors[i]);
        material.update();

        const angle = (i / types.length) * Math.PI * 2;
        const shape = new Entity(type);
        shape.addComponent('render', { type, material });
        shape.setLocalPosition(Math.cos(angle) * 2.5, 0.5, Math.sin(angle) * 2.5);
        turntable.addChild(shape);
    });

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 30,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.15, 0.17, 0.22) });
    camera.setPosition(0, 5, 9);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(Screenshot, { properties: { filePrefix: 'playcanvas' } });

    // An HTML button on top of the canvas. It only fires an application
    // event; the script does the work.
    const button = document.createElement('button');
    button.textContent = 'Screenshot (P)';
    Object.assign(button.style, { position: 'absolute', top: '12px', left: '12px', padding: '8px 12px' });
    button.addEventListener('click', () => app.fire('screenshot:capture'));
    document.body.appendChild(button);
    app.on('destroy', () => button.remove());

    app.start();
    return app;
}
