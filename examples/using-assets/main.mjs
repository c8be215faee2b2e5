import {
    Application,
    Asset,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO
} from 'playcanvas';
import { TextureCycler } from './texture-cycler.mjs';

/**
 * Draws a two-colour pattern on a 2D canvas and returns it as a PNG data
 * URL, so the demo's "files" are made on the spot instead of downloaded.
 *
 * @param {'checker' | 'stripes' | 'dots'} pattern - What to draw.
 * @param {string} a - Background colour.
 * @param {string} b - Pattern colour.
 * @returns {string} A data URL of the image.
 */
function drawPattern(pattern, a, b) {
    const size = 256;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.fillStyle = a;
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = b;
    const cell = size / 8;
    for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
            if (pattern === 'checker' && (x + y) % 2 === 0) ctx.fillRect(x * cell, y * cell, cell, cell);
            if (pattern === 'stripes' && x % 2 === 0) ctx.fillRect(x * cell, y * cell, cell / 2, cell);
            if (pattern === 'dots') {
                ctx.beginPath();
                ctx.arc((x + 0.5) * cell, (y + 0.5) * cell, cell / 3, 0, Math.PI * 2);
                ctx.fill();
            }
        }
    }
    return canvas.toDataURL('image/png');
}

/**
 * Builds the asset registry demo. Three texture assets and one JSON asset
 * are registered but not loaded; the script finds them by tag and name and
 * loads each texture the first time it is shown. Click to show the next one.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { mouse: new Mouse(canvas) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // Register assets the way an Editor project does: name, type, file, tags.
    const patterns = /** @type {const} */ ([
        ['checker', '#f2f2f2', '#e0662a'],
        ['stripes', '#1d3557', '#a8dadc'],
        ['dots', '#2a9d8f', '#f4e285']
    ]);
    for (const [pattern, a, b] of patterns) {
        const asset = new Asset(`${pattern}-texture`, 'texture', {
            url: drawPattern(pattern, a, b),
            filename: `${pattern}.png`
        });
        asset.tags.add('skin');
        app.assets.add(asset);
    }

    // A JSON asset may carry its data inline instead of in a file.
    app.assets.add(new Asset('cycler-config', 'json', undefined, { spinSpeed: 30 }));

    // Log every load, to see that textures load only when first needed.
    app.assets.on('load', (/** @type {Asset} */ asset) => {
        console.log(`loaded: ${asset.name}`);
    });

    const box = new Entity('box');
    box.addComponent('render', { type: 'box' });
    box.setLocalScale(1.5, 1.5, 1.5);
    box.addComponent('script');
    box.script?.create(TextureCycler, { properties: { tag: 'skin', configName: 'cycler-config' } });
    app.root.addChild(box);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 1.5, 4);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    app.start();
    return app;
}
