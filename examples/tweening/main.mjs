import { Easing, Tween } from '@tweenjs/tween.js';
import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { TweenHop } from './tween-hop.mjs';

/**
 * A crate that hops, turns and flashes on a click, and a marker above it that bobs forever.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
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
    camera.setPosition(0, 2.2, 5);
    camera.lookAt(0, 0.9, 0);
    app.root.addChild(camera);

    const crate = new Entity('crate');
    crate.addComponent('render', { type: 'box', material: createMaterial(0.25, 0.55, 0.9) });
    crate.setLocalPosition(0, 0.5, 0);
    crate.setLocalEulerAngles(0, 20, 0);
    crate.addComponent('script');
    crate.script?.create(TweenHop);
    app.root.addChild(crate);

    // A marker that bobs up and down for ever: repeat(Infinity) with yoyo.
    const marker = new Entity('marker');
    marker.addComponent('render', { type: 'cone', material: createMaterial(1, 0.5, 0.2) });
    marker.setLocalScale(0.3, -0.3, 0.3);
    marker.setLocalPosition(0, 2.4, 0);
    app.root.addChild(marker);

    const bob = { y: 2.4 };
    const bobbing = new Tween(bob)
        .to({ y: 2.1 }, 700)
        .easing(Easing.Sinusoidal.InOut)
        .yoyo(true)
        .repeat(Infinity)
        .onUpdate(() => marker.setLocalPosition(0, bob.y, 0));
    // This tween runs on the app clock too, through the crate's group.
    crate.script?.get(TweenHop)?.group.add(bobbing.start(0));

    app.start();
    return app;
}
