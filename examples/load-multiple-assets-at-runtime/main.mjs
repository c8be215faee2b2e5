import {
    Application,
    Asset,
    AssetListLoader,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { checker, createPngUrl, dots, stripes } from './pattern-files.mjs';

/**
 * Registers a model and three textures under one tag, loads them together
 * with an AssetListLoader and builds the scene once all of them are ready.
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
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 16 });
    light.setEulerAngles(55, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 3.2, 6);
    camera.lookAt(0, 0.4, 0);
    app.root.addChild(camera);

    const log = document.createElement('pre');
    log.style.cssText = 'position:fixed;top:8px;left:12px;margin:0;color:#fff;' +
        'font:15px/1.4 ui-monospace,monospace;pointer-events:none';
    document.body.append(log);
    /** @param {string} line - One line of the log. */
    const print = (line) => {
        log.textContent += `${line}\n`;
    };

    app.start();

    registerAssets(app).then(() => {
        const started = performance.now();
        const assets = app.assets.findByTag('showroom');
        print(`Loading ${assets.length} assets tagged "showroom"`);

        const loader = new AssetListLoader(assets, app.assets);
        loader.on('progress', (/** @type {Asset} */ asset) => print(`  loaded: ${asset.name}`));
        loader.load((err, failed) => {
            if (err) {
                print(`Failed: ${failed.map((/** @type {Asset} */ a) => a.name).join(', ')}`);
                return;
            }
            print(`All ready in ${Math.round(performance.now() - started)} ms`);
            buildShowroom(app);
        });
    });

    return app;
}

/**
 * Adds the assets to the registry without loading them. The textures are
 * PNG files made in memory; a project would use the URLs of its own files.
 *
 * @param {Application} app - The application.
 */
async function registerAssets(app) {
    const [checkerUrl, stripesUrl, dotsUrl] = await Promise.all([
        createPngUrl(256, checker),
        createPngUrl(256, stripes),
        createPngUrl(256, dots)
    ]);
    const assets = [
        new Asset('toy', 'container', { url: '/models/toy.glb' }),
        // The filename tells the engine the file type, which a blob: URL does not show.
        new Asset('checker', 'texture', { url: checkerUrl, filename: 'checker.png' }, { srgb: true }),
        new Asset('stripes', 'texture', { url: stripesUrl, filename: 'stripes.png' }, { srgb: true }),
        new Asset('dots', 'texture', { url: dotsUrl, filename: 'dots.png' }, { srgb: true })
    ];
    for (const asset of assets) {
        asset.tags.add('showroom');
        app.assets.add(asset);
    }
}

/**
 * Uses the loaded assets. Every asset's resource is there, so nothing waits.
 *
 * @param {Application} app - The application.
 */
function buildShowroom(app) {
    /**
     * @param {string} name - Name of a loaded texture asset.
     * @returns {StandardMaterial} A material that shows the texture.
     */
    const texturedMaterial = (name) => {
        const material = new StandardMaterial();
        material.diffuseMap = app.assets.find(name, 'texture')?.resource ?? null;
        material.update();
        return material;
    };

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: texturedMaterial('checker') });
    floor.setLocalScale(10, 1, 10);
    app.root.addChild(floor);

    const crates = [['stripes', -2.2], ['dots', 2.2]];
    for (const [name, x] of crates) {
        const crate = new Entity(`${name} crate`);
        crate.addComponent('render', { type: 'box', material: texturedMaterial(String(name)) });
        crate.setPosition(Number(x), 0.6, -0.5);
        crate.setLocalScale(1.2, 1.2, 1.2);
        crate.setEulerAngles(0, 25, 0);
        app.root.addChild(crate);
    }

    const toyAsset = app.assets.find('toy', 'container');
    const toy = /** @type {import('playcanvas').ContainerResource} */ (toyAsset?.resource).instantiateRenderEntity();
    toy.setEulerAngles(0, 30, 0);
    app.root.addChild(toy);
}
