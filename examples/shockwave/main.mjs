import {
    Application,
    Color,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { Shockwave } from './shockwave.mjs';

/**
 * A chequered courtyard with a few pillars. A click or a tap sends a
 * shockwave out from that point of the screen; one wave goes off by itself
 * two seconds after the start.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
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

    // A chequered floor of flat tiles: straight lines show the bending best
    const light = createMaterial(0.85, 0.82, 0.75);
    const dark = createMaterial(0.3, 0.33, 0.4);
    for (let i = -4; i <= 4; i++) {
        for (let j = -4; j <= 4; j++) {
            const tile = new Entity(`tile ${i} ${j}`);
            tile.addComponent('render', { type: 'plane', material: (i + j) % 2 === 0 ? light : dark });
            tile.setPosition(i, 0, j);
            app.root.addChild(tile);
        }
    }
    const pillarMaterial = createMaterial(0.9, 0.45, 0.2);
    for (const [x, z] of [[-2.5, -2.5], [2.5, -2.5], [-2.5, 1.5], [2.5, 1.5]]) {
        const pillar = new Entity('pillar');
        pillar.addComponent('render', { type: 'cylinder', material: pillarMaterial });
        pillar.setPosition(x, 1, z);
        pillar.setLocalScale(0.6, 2, 0.6);
        app.root.addChild(pillar);
    }

    const sun = new Entity('light');
    sun.addComponent('light', { type: 'directional' });
    sun.setEulerAngles(50, 30, 0);
    app.root.addChild(sun);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.5, 0.65, 0.8) });
    camera.setPosition(0, 5, 7);
    camera.lookAt(0, 0, -0.5);
    camera.addComponent('script');
    app.root.addChild(camera);
    const wave = camera.script?.create(Shockwave);

    /**
     * @param {number} x - Pixels from the canvas's left edge.
     * @param {number} y - Pixels from the canvas's top edge.
     */
    const launchAt = (x, y) => wave?.launch(x / canvas.clientWidth, y / canvas.clientHeight);
    app.mouse?.on(EVENT_MOUSEDOWN, (event) => launchAt(event.x, event.y));
    app.touch?.on(EVENT_TOUCHSTART, (event) => {
        const touch = event.changedTouches[0];
        if (touch) launchAt(touch.x, touch.y);
    });

    // One wave from the middle of the screen, two seconds after the start
    setTimeout(() => wave?.launch(0.5, 0.55), 2000);

    app.start();
    return app;
}
