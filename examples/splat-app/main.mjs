// Your first splat app: shows the Gaussian splat in scene.sog, a file next to the page, in the
// page's <canvas id="application">. index.html loads this module.
import { Application, Asset, Color, Entity, FILLMODE_FILL_WINDOW, RESOLUTION_AUTO } from 'playcanvas';

const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('application'));

// Splats gain nothing from multisampling, which only costs time.
const app = new Application(canvas, { graphicsDeviceOptions: { antialias: false } });
app.setCanvasFillMode(FILLMODE_FILL_WINDOW);
app.setCanvasResolution(RESOLUTION_AUTO);
window.addEventListener('resize', () => app.resizeCanvas());

// A camera 3 units in front of the origin, looking at it (cameras look down -Z).
const camera = new Entity('camera');
camera.addComponent('camera', { clearColor: new Color(0.1, 0.1, 0.12) });
camera.setPosition(0, 0, 3);
app.root.addChild(camera);

// A splat file is an asset of type 'gsplat' (.sog, .ply or .compressed.ply); the URL is
// relative to the page.
const asset = new Asset('scene', 'gsplat', { url: './scene.sog' });
asset.ready(() => {
    // The gsplat component draws the loaded splat at its entity's position.
    const splat = new Entity('splat');
    splat.addComponent('gsplat', { asset });
    // Captures are usually stored with Y pointing down, and SplatTransform writes files that
    // way too; the engine's Y points up, so half a turn around Z shows the scene upright.
    splat.setLocalEulerAngles(0, 0, 180);
    app.root.addChild(splat);
});
app.assets.add(asset);
app.assets.load(asset);

app.start();
