import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { createGradientTexture } from './gradient.mjs';
import { PALETTES, PaletteSwitcher } from './palette-switcher.mjs';

/**
 * Builds a backdrop with a vertical sky gradient and a ground disc with a
 * radial gradient, both made from pixels in code, and a switcher that
 * repaints them.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // A sky changes only from top to bottom: 1 pixel wide is enough.
    const skyTexture = createGradientTexture(app.graphicsDevice, 1, 128, PALETTES[0].sky, 'linear');
    const groundTexture = createGradientTexture(app.graphicsDevice, 128, 128, PALETTES[0].ground, 'radial');

    /**
     * @param {import('playcanvas').Texture} texture - The gradient.
     * @returns {StandardMaterial} An unlit material that shows the texture as it is.
     */
    const unlit = (texture) => {
        const material = new StandardMaterial();
        material.useLighting = false;
        material.diffuse = new Color(0, 0, 0);
        material.emissive = new Color(1, 1, 1);
        material.emissiveMap = texture;
        material.update();
        return material;
    };

    // The backdrop: a plane stood up facing the camera.
    const sky = new Entity('sky');
    sky.addComponent('render', { type: 'plane', material: unlit(skyTexture), castShadows: false });
    sky.setLocalPosition(0, 3, -6);
    sky.setLocalEulerAngles(90, 0, 0);
    sky.setLocalScale(30, 1, 12);
    app.root.addChild(sky);

    // The ground: a wide, flat cylinder; its top cap spreads the texture over the disc.
    const ground = new Entity('ground');
    ground.addComponent('render', { type: 'cylinder', material: unlit(groundTexture) });
    ground.setLocalScale(20, 0.02, 20);
    app.root.addChild(ground);

    // A lit object, to show the scene is ordinary 3D in front of the gradients.
    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.2 });
    light.setLocalEulerAngles(40, 30, 0);
    app.root.addChild(light);
    const ballMaterial = new StandardMaterial();
    ballMaterial.diffuse = new Color(0.9, 0.9, 0.9);
    ballMaterial.update();
    const ball = new Entity('ball');
    ball.addComponent('render', { type: 'sphere', material: ballMaterial });
    ball.setLocalPosition(0, 0.75, 0);
    ball.setLocalScale(1.5, 1.5, 1.5);
    app.root.addChild(ball);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0, 0, 0) });
    camera.setLocalPosition(0, 2.5, 8);
    camera.lookAt(0, 1.5, 0);
    app.root.addChild(camera);

    const switcher = new Entity('palette switcher');
    switcher.addComponent('script');
    switcher.script?.create(PaletteSwitcher, { properties: { sky: skyTexture, ground: groundTexture } });
    app.root.addChild(switcher);

    app.start();
    return app;
}
