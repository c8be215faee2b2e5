import {
    Application,
    Asset,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { landscape, painters, pngUrl } from './generated-textures.mjs';
import { LoadingScreen } from './loading-screen.mjs';

/**
 * A loading screen follows the preload of the toy model and three
 * textures, then fades out over the finished scene. Three paintings are
 * not preloaded: "Hang paintings" loads them on demand while the app runs.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The application (started once the preload is done).
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // Listen before anything loads, as a loading screen script does in the Editor.
    new LoadingScreen(app);

    registerAssets(app).then(() => {
        // Waits for every asset whose preload flag is set, reporting progress.
        app.preload(() => {
            const frames = buildScene(app);
            app.start();
            addGalleryButton(app, frames);
        });
    });
    return app;
}

/**
 * Adds the assets to the registry. Preload assets start loading as soon as
 * they are added; the paintings wait until something asks for them.
 *
 * @param {Application} app - The application.
 */
async function registerAssets(app) {
    const [tiles, planks, bricks, ...paintings] = await Promise.all([
        pngUrl(256, painters.tiles), pngUrl(256, painters.planks), pngUrl(256, painters.bricks),
        pngUrl(256, landscape(210)), pngUrl(256, landscape(20)), pngUrl(256, landscape(280))
    ]);
    /**
     * @param {string} name - Asset name.
     * @param {string} url - File URL.
     * @returns {Asset} A texture asset.
     */
    const texture = (name, url) => new Asset(name, 'texture', { url, filename: `${name}.png` }, { srgb: true });

    const preloaded = [
        new Asset('toy', 'container', { url: '/models/toy.glb' }),
        texture('tiles', tiles), texture('planks', planks), texture('bricks', bricks)
    ];
    for (const asset of preloaded) {
        asset.preload = true;  // set before add(): add() starts loading it
        app.assets.add(asset);
    }
    paintings.forEach((url, i) => {
        const asset = texture(`painting-${i}`, url);
        asset.tags.add('gallery');
        app.assets.add(asset);
    });
}

/**
 * @param {Application} app - The application.
 * @param {string} [textureName] - A loaded texture asset to show, if any.
 * @param {number} [tiling] - How often the texture repeats.
 * @returns {StandardMaterial} A material.
 */
function material(app, textureName, tiling = 1) {
    const result = new StandardMaterial();
    if (textureName) {
        result.diffuseMap = app.assets.find(textureName, 'texture')?.resource ?? null;
        result.diffuseMapTiling.set(tiling, tiling);
    } else {
        result.diffuse = new Color(0.15, 0.15, 0.18);
    }
    result.update();
    return result;
}

/**
 * Builds the scene from the preloaded assets: every one is ready now.
 *
 * @param {Application} app - The application.
 * @returns {Entity[]} Three empty picture frames on the wall.
 */
function buildScene(app) {
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.12, 0.15) });
    camera.setPosition(0, 2.2, 6);
    camera.lookAt(0, 1.1, 0);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 14 });
    light.setEulerAngles(50, 25, 0);
    app.root.addChild(light);

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: material(app, 'tiles', 4) });
    floor.setLocalScale(10, 1, 8);
    app.root.addChild(floor);

    const wall = new Entity('wall');
    wall.addComponent('render', { type: 'box', material: material(app, 'bricks', 3) });
    wall.setLocalScale(10, 4, 0.2);
    wall.setLocalPosition(0, 2, -2);
    app.root.addChild(wall);

    const planks = material(app, 'planks');
    [[-2.4, 0.4], [2.3, 0.3], [2.9, 1.2]].forEach(([x, z], i) => {
        const crate = new Entity(`crate ${i}`);
        crate.addComponent('render', { type: 'box', material: planks });
        crate.setLocalScale(0.8, 0.8, 0.8);
        crate.setLocalPosition(x, 0.4, z);
        crate.setLocalEulerAngles(0, i * 25, 0);
        app.root.addChild(crate);
    });

    const toyAsset = app.assets.find('toy', 'container');
    const toy = /** @type {import('playcanvas').ContainerResource} */ (toyAsset?.resource).instantiateRenderEntity();
    toy.setLocalPosition(0, 0, 0.6);
    app.root.addChild(toy);
    app.on('update', (/** @type {number} */ dt) => toy.rotateLocal(0, 30 * dt, 0));

    return [-2.6, 0, 2.6].map((x, i) => {
        const frame = new Entity(`frame ${i}`);
        frame.addComponent('render', { type: 'plane', material: material(app) });
        frame.setLocalPosition(x, 2.4, -1.89);
        frame.setLocalEulerAngles(90, 0, 0);
        frame.setLocalScale(1.4, 1, 1.4);
        app.root.addChild(frame);
        return frame;
    });
}

/**
 * A button that loads the gallery's textures on demand, with a small
 * indicator instead of a screen that hides the running app.
 *
 * @param {Application} app - The application.
 * @param {Entity[]} frames - Where the paintings go.
 */
function addGalleryButton(app, frames) {
    const panel = document.createElement('div');
    panel.style.cssText = 'position:fixed;left:12px;top:12px;font:15px system-ui,sans-serif;color:#fff;' +
        'background:rgba(20,24,30,0.75);padding:8px 12px;border-radius:6px;display:flex;gap:10px;align-items:center';
    const button = document.createElement('button');
    button.textContent = 'Hang paintings';
    button.style.fontSize = '15px';
    const status = document.createElement('span');
    status.textContent = 'Paintings: not loaded';
    panel.append(button, status);
    document.body.append(panel);

    button.addEventListener('click', () => {
        button.disabled = true;
        const assets = app.assets.findByTag('gallery');
        let done = 0;
        status.textContent = `Paintings: 0 of ${assets.length}`;
        assets.forEach((asset, i) => {
            // ready() calls back at once if the asset has loaded already.
            asset.ready(() => {
                done++;
                status.textContent = `Paintings: ${done} of ${assets.length}`;
                if (frames[i].render) frames[i].render.material = material(app, asset.name);
            });
            app.assets.load(asset);
        });
    });
}
