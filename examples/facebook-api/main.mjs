import { Application, Color, Entity, FILLMODE_NONE, Mouse, RESOLUTION_AUTO, StandardMaterial, TouchDevice } from 'playcanvas';
import { init, logIn, sdkLoaded, shareScore } from './facebook.mjs';
import { ScoreGame } from './score-game.mjs';

// Replace with your app's values; the SDK itself is loaded by index.html (see the tutorial).
const APP_ID = 'YOUR_APP_ID';
// A Graph API version string ('v' + number) that Meta's current documentation lists.
const GRAPH_API_VERSION = 'YOUR_GRAPH_API_VERSION';
const SHARE_URL = 'https://example.com/my-game/';

/**
 * A coin-catching game with "Log in" and "Share score" buttons that go through facebook.mjs.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { mouse: new Mouse(canvas), touch: new TouchDevice(canvas) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    const gold = new StandardMaterial();
    gold.diffuse = new Color(1, 0.75, 0.3);
    gold.emissive = new Color(0.25, 0.18, 0.05);
    gold.update();

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(40, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 0, 4);
    app.root.addChild(camera);

    // A flat cylinder stood on its edge: the coin.
    const coin = new Entity('coin');
    coin.addComponent('render', { type: 'cylinder', material: gold });
    coin.setLocalScale(1.4, 0.15, 1.4);
    coin.setLocalPosition(0, 0.4, 0);
    coin.setLocalEulerAngles(90, 0, 0);
    coin.addComponent('script');
    const game = /** @type {ScoreGame} */ (coin.script?.create(ScoreGame));
    app.root.addChild(coin);

    const panel = document.createElement('div');
    panel.style.cssText = 'position:fixed;left:0;right:0;bottom:12px;display:flex;flex-direction:column;' +
        'align-items:center;gap:8px;color:#fff;font:15px system-ui,sans-serif;text-align:center';
    const score = document.createElement('div');
    score.textContent = 'Score: 0 (click to catch the coin)';
    const status = document.createElement('div');
    status.style.cssText = 'max-width:90%;padding:4px 8px;background:rgba(0,0,0,0.5)';
    const buttons = document.createElement('div');
    const login = document.createElement('button');
    login.textContent = 'Log in';
    const share = document.createElement('button');
    share.textContent = 'Share score';
    buttons.append(login, ' ', share);
    panel.append(score, status, buttons);
    document.body.append(panel);

    status.textContent = sdkLoaded() ?
        init(APP_ID, GRAPH_API_VERSION).message :
        'Facebook SDK not loaded: it needs an App ID and the SDK script from Facebook. The buttons show what they would do.';

    game.on('score', (/** @type {number} */ value) => {
        score.textContent = `Score: ${value}`;
    });
    login.addEventListener('click', async () => {
        status.textContent = (await logIn()).message;
    });
    share.addEventListener('click', async () => {
        status.textContent = (await shareScore(game.score, SHARE_URL)).message;
    });

    app.start();
    return app;
}
