import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    dracoInitialize
} from 'playcanvas';
import { loadGlbTimed } from './load-glb-timed.mjs';

// The decoder's glue script and WebAssembly module, served from the draco3dgltf package.
const glueUrl = new URL('../../vendor/draco3dgltf/draco_decoder_gltf_nodejs.js', import.meta.url);
const wasmUrl = new URL('../../vendor/draco3dgltf/draco_decoder_gltf.wasm', import.meta.url);

/**
 * Loads the toy model twice, as it is and Draco-compressed, shows the two side by side and
 * lists the size and loading times of each file.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    // Start the decoder worker before any Draco GLB is loaded.
    dracoInitialize({ jsUrl: glueUrl.href, wasmUrl: wasmUrl.href, numWorkers: 1 });

    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.4, 0.45, 0.5);
    floorMaterial.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(8, 1, 8);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 10 });
    light.setEulerAngles(50, 35, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 1.8, 4.2);
    camera.lookAt(0, 0.4, 0);
    app.root.addChild(camera);

    const table = document.createElement('pre');
    table.style.cssText = 'position:fixed;top:8px;left:8px;margin:0;padding:6px 10px;' +
        'background:rgba(0,0,0,0.55);color:#fff;font:13px ui-monospace,monospace;pointer-events:none';
    table.textContent = 'Loading...';
    document.body.append(table);

    app.start();

    const files = [
        { url: '/models/toy.glb', x: -1.1 },
        { url: '/models/toy-draco.glb', x: 1.1 }
    ];
    const rows = ['file            size      download  parse+decode'];
    // One after the other, so the two timings do not share the network or the CPU.
    (async () => {
        for (const { url, x } of files) {
            const { asset, bytes, downloadMs, parseMs } = await loadGlbTimed(app, url);
            const container = /** @type {import('playcanvas').ContainerResource} */ (asset.resource);
            const toy = container.instantiateRenderEntity();
            toy.name = asset.name;
            toy.setLocalPosition(x, 0, 0);
            toy.setLocalEulerAngles(0, 25, 0);
            app.root.addChild(toy);

            const name = asset.name.padEnd(16);
            const size = `${(bytes / 1024).toFixed(1)} KB`.padEnd(10);
            rows.push(`${name}${size}${downloadMs.toFixed(0).padStart(5)} ms  ${parseMs.toFixed(0).padStart(6)} ms`);
            table.textContent = rows.join('\n');
        }
    })();

    return app;
}
