import { Application, Asset, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { LiveHtml } from './live-html.mjs';
import { PANEL_CSS, PANEL_HTML } from './panel-assets.mjs';

/**
 * Creates a text asset of the given type whose resource is already set.
 *
 * @param {Application} app - The application.
 * @param {string} name - Asset name.
 * @param {'css' | 'html'} type - Asset type.
 * @param {string} text - The asset's content.
 * @returns {Asset} The loaded asset.
 */
function textAsset(app, name, type, text) {
    const asset = new Asset(name, type);
    asset.resource = text;
    asset.loaded = true;
    app.assets.add(asset);
    return asset;
}

/**
 * A spinning coin, an HTML panel from an HTML and a CSS asset, and a text
 * box that edits the CSS asset while the app runs.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(40, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 0, 4);
    app.root.addChild(camera);

    const gold = new StandardMaterial();
    gold.diffuse = new Color(0.95, 0.75, 0.2);
    gold.update();
    const coin = new Entity('coin');
    coin.addComponent('render', { type: 'cylinder', material: gold });
    coin.setLocalScale(1.2, 0.15, 1.2);
    coin.setLocalEulerAngles(90, 0, 0);
    app.root.addChild(coin);
    app.on('update', (dt) => coin.rotate(0, 0, 60 * dt));

    const cssAsset = textAsset(app, 'stats.css', 'css', PANEL_CSS);
    const htmlAsset = textAsset(app, 'stats.html', 'html', PANEL_HTML);

    const ui = new Entity('ui');
    ui.addComponent('script');
    const panel = /** @type {LiveHtml} */ (ui.script?.create(LiveHtml, {
        properties: { css: cssAsset, html: htmlAsset }
    }));
    app.root.addChild(ui);

    // The data the panel shows. Changing it renders the panel again.
    const stats = { coins: 0, best: 5 };
    panel.setValues(stats);
    app.on('ui:add-coin', () => {
        stats.coins++;
        stats.best = Math.max(stats.best, stats.coins);
        panel.setValues(stats);
        coin.setLocalScale(1.4, 0.15, 1.4);
        setTimeout(() => coin.setLocalScale(1.2, 0.15, 1.2), 120);
    });

    // A stand-in for the Editor's code editor: typing replaces the CSS asset's content.
    const editor = document.createElement('textarea');
    editor.value = PANEL_CSS;
    editor.spellcheck = false;
    editor.setAttribute('aria-label', 'stats.css');
    editor.style.cssText = 'position:absolute;left:12px;bottom:12px;width:min(420px,60%);height:38%;' +
        'font:12px monospace;background:rgba(0,0,0,0.7);color:#cfe;border:1px solid #456';
    canvas.parentElement?.appendChild(editor);
    editor.addEventListener('input', () => { cssAsset.resource = editor.value; });

    app.start();
    return app;
}
