import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { VideoScreen } from './video-screen.mjs';

/**
 * A television whose screen plays /videos/screen.webm, and a cube beside it
 * that shares the screen's material. Resolves once the first video frame is
 * in the texture, so the first picture already shows it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
        mouse: new Mouse(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

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
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.35, 0.38, 0.42) });
    floor.setLocalScale(10, 1, 10);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.12, 0.16) });
    camera.setPosition(0.9, 1.4, 3.4);
    camera.lookAt(0.3, 0.95, 0);
    app.root.addChild(camera);

    // The television: a dark box and, just in front of it, a 16:9 plane for the picture.
    const tv = new Entity('tv');
    tv.addComponent('render', { type: 'box', material: createMaterial(0.08, 0.08, 0.09) });
    tv.setLocalScale(1.9, 1.16, 0.12);
    tv.setLocalPosition(0, 1.1, 0);
    app.root.addChild(tv);

    // A plane faces up (+Y); tilting it 90° about X makes it face the camera (+Z).
    const screen = new Entity('screen');
    screen.addComponent('render', { type: 'plane' });
    screen.setLocalScale(1.76, 1, 0.99);
    screen.setLocalEulerAngles(90, 0, 0);
    screen.setLocalPosition(0, 1.1, 0.061);
    app.root.addChild(screen);

    screen.addComponent('script');
    const player = /** @type {VideoScreen} */ (screen.script?.create(VideoScreen, {
        properties: { url: '/videos/screen.webm' }
    }));

    // The same material, and so the same texture, on a turning cube.
    const cube = new Entity('cube');
    cube.addComponent('render', { type: 'box', material: player.material });
    cube.setLocalScale(0.5, 0.5, 0.5);
    cube.setLocalPosition(1.45, 0.45, 0.6);
    app.root.addChild(cube);
    app.on('update', (dt) => cube.rotate(0, 30 * dt, 0));

    app.start();

    await new Promise((resolve, reject) => {
        player.once('firstframe', resolve);
        player.once('videoerror', reject);
    });
    return app;
}
