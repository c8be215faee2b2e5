import {
    Application,
    Asset,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { createGranitePngUrl } from './granite-files.mjs';
import { loadWithProgress } from './load-with-progress.mjs';
import { ProgressBar } from './progress-bar.mjs';

/**
 * Shows a progress bar made of entities while a model and four textures
 * load, then replaces it with the scene that uses them. "Load again" frees
 * the assets and loads them once more.
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
    camera.setPosition(0, 3, 6);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    const bar = createProgressBar(camera);
    const progressBar = /** @type {ProgressBar} */ (bar.script?.get(ProgressBar));

    const label = document.createElement('div');
    label.style.cssText = 'position:fixed;top:58%;width:100%;text-align:center;' +
        'color:#fff;font:18px system-ui,sans-serif;pointer-events:none';
    const button = document.createElement('button');
    button.textContent = 'Load again';
    button.style.cssText = 'position:fixed;bottom:16px;left:50%;transform:translateX(-50%);font-size:18px';
    document.body.append(label, button);

    /** @type {Entity | null} */
    let scene = null;

    const run = async () => {
        button.disabled = true;
        bar.enabled = true;
        progressBar.reset();
        label.textContent = 'Loading...';

        const assets = app.assets.findByTag('level');
        await loadWithProgress(app, assets, (fraction, loadedCount) => {
            progressBar.value = fraction;
            label.textContent = `${Math.round(fraction * 100)}% (${loadedCount} of ${assets.length} assets)`;
        });
        await progressBar.whenFull();

        bar.enabled = false;
        label.textContent = '';
        scene = buildScene(app);
        button.disabled = false;
    };

    button.addEventListener('click', () => {
        // Destroy what uses the resources, then free them, then load again.
        scene?.destroy();
        scene = null;
        app.assets.findByTag('level').forEach((asset) => asset.unload());
        run();
    });

    app.start();
    registerAssets(app).then(run);
    return app;
}

/**
 * A bar in front of the camera: a dark frame and a bright fill that grows
 * from its left end.
 *
 * @param {Entity} camera - The camera to attach the bar to.
 * @returns {Entity} The bar, with a ProgressBar script.
 */
function createProgressBar(camera) {
    /**
     * @param {number} r - Red, 0 to 1.
     * @param {number} g - Green, 0 to 1.
     * @param {number} b - Blue, 0 to 1.
     * @returns {StandardMaterial} An unlit-looking material.
     */
    const flat = (r, g, b) => {
        const material = new StandardMaterial();
        material.diffuse = new Color(0, 0, 0);
        material.emissive = new Color(r, g, b);
        material.useLighting = false;
        material.update();
        return material;
    };

    const bar = new Entity('progress bar');
    bar.setLocalPosition(0, 0, -3);
    camera.addChild(bar);

    const frame = new Entity('frame');
    frame.addComponent('render', { type: 'box', material: flat(0.25, 0.28, 0.32), castShadows: false });
    frame.setLocalScale(2.1, 0.16, 0.01);
    bar.addChild(frame);

    // The pivot sits at the left end; scaling it along X stretches the fill to the right.
    const fill = new Entity('fill pivot');
    fill.setLocalPosition(-1, 0, 0.01);
    bar.addChild(fill);
    const fillBox = new Entity('fill');
    fillBox.addComponent('render', { type: 'box', material: flat(0.3, 0.8, 1), castShadows: false });
    fillBox.setLocalScale(2, 0.1, 0.01);
    fillBox.setLocalPosition(1, 0, 0);
    fill.addChild(fillBox);

    bar.addComponent('script');
    bar.script?.create(ProgressBar, { properties: { fill } });
    return bar;
}

/**
 * Adds the model and four textures to the registry, tagged `level`. The
 * textures are PNG files made in memory; a project would use its own URLs.
 *
 * @param {Application} app - The application.
 */
async function registerAssets(app) {
    const colours = [[150, 150, 160], [190, 120, 90], [90, 140, 110], [110, 120, 180]];
    const urls = await Promise.all(colours.map(([r, g, b]) => createGranitePngUrl(r, g, b)));
    const assets = [
        new Asset('toy', 'container', { url: '/models/toy.glb' }),
        ...urls.map((url, i) => new Asset(`granite-${i}`, 'texture', { url, filename: `granite-${i}.png` }, { srgb: true }))
    ];
    for (const asset of assets) {
        asset.tags.add('level');
        app.assets.add(asset);
    }
}

/**
 * Builds the scene from the loaded assets: a floor, three pillars and the toy.
 *
 * @param {Application} app - The application.
 * @returns {Entity} The root of the scene, to destroy before unloading.
 */
function buildScene(app) {
    /**
     * @param {number} index - Which granite texture.
     * @returns {StandardMaterial} A material that shows it.
     */
    const granite = (index) => {
        const material = new StandardMaterial();
        material.diffuseMap = app.assets.find(`granite-${index}`, 'texture')?.resource ?? null;
        material.update();
        return material;
    };

    const root = new Entity('level');
    app.root.addChild(root);

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: granite(0) });
    floor.setLocalScale(10, 1, 10);
    root.addChild(floor);

    [-2.4, 0, 2.4].forEach((x, i) => {
        const pillar = new Entity(`pillar ${i}`);
        pillar.addComponent('render', { type: 'cylinder', material: granite(i + 1) });
        pillar.setLocalScale(0.8, 2, 0.8);
        pillar.setLocalPosition(x, 1, -2);
        root.addChild(pillar);
    });

    const toyAsset = app.assets.find('toy', 'container');
    const toy = /** @type {import('playcanvas').ContainerResource} */ (toyAsset?.resource).instantiateRenderEntity();
    toy.setLocalEulerAngles(0, 30, 0);
    root.addChild(toy);
    return root;
}
