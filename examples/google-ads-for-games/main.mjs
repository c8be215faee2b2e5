import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { AdBreaks } from './ad-breaks.mjs';
import { createCallbackSdkProvider, createSimulatedProvider } from './ad-providers.mjs';
import { Spinner } from './spinner.mjs';

/**
 * Builds a demo with spinning boxes and a "Next level" button that asks for
 * an ad break. A simulated provider is used unless the page has loaded an
 * SDK that defines a global adBreak function.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    for (let i = 0; i < 3; i++) {
        const material = new StandardMaterial();
        material.diffuse = new Color(0.3 + i * 0.3, 0.5, 0.9 - i * 0.3);
        material.update();

        const box = new Entity(`box-${i}`);
        box.addComponent('render', { type: 'box', material });
        box.setPosition((i - 1) * 2, 0, 0);
        app.root.addChild(box);
        box.addComponent('script');
        box.script?.create(Spinner, { properties: { speed: 60 + i * 40 } });
    }

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.1, 0.15) });
    camera.setPosition(0, 2, 7);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    // Use the real SDK only if the page has loaded one.
    /** @type {any} */
    const sdkAdBreak = Reflect.get(globalThis, 'adBreak');
    const provider = typeof sdkAdBreak === 'function' ?
        createCallbackSdkProvider(sdkAdBreak) :
        createSimulatedProvider(3);

    const ads = new Entity('ads');
    app.root.addChild(ads);
    ads.addComponent('script');
    ads.script?.create(AdBreaks, { properties: { provider, minInterval: 10 } });

    // A plain HTML button stands in for the end of a level.
    const button = document.createElement('button');
    button.textContent = 'Next level';
    button.style.cssText = 'position:fixed;left:16px;bottom:16px;font-size:18px';
    button.addEventListener('click', () => app.fire('ad:request', 'next', 'level-complete'));
    document.body.appendChild(button);

    app.on('ad:done', (type, shown) => {
        console.log(`ad break '${type}': ${shown ? 'shown' : 'skipped'}`);
    });

    app.start();
    return app;
}
