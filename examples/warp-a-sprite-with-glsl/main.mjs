import {
    Application,
    Asset,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    TouchDevice
} from 'playcanvas';
import { createSpriteTexture } from './draw-sprite.mjs';
import { SpriteWarp } from './sprite-warp.mjs';

/**
 * A ghost sprite, drawn into a canvas at start, on a plane whose
 * ShaderMaterial sways it. A click or a tap sends a ripple through it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.16, 0.2, 0.3) });
    camera.setPosition(0, 0, 3);
    app.root.addChild(camera);

    // The texture, wrapped in an asset as the Editor would give it to the script
    const spriteAsset = new Asset('ghost', 'texture', undefined, undefined);
    spriteAsset.resource = createSpriteTexture(app.graphicsDevice, 256);
    spriteAsset.loaded = true;
    app.assets.add(spriteAsset);

    // A plane faces +Y; turned 90 degrees about X it faces the camera
    const ghost = new Entity('ghost');
    ghost.addComponent('render', { type: 'plane', castShadows: false });
    ghost.setLocalEulerAngles(90, 0, 0);
    ghost.setLocalScale(2, 1, 2);
    app.root.addChild(ghost);

    ghost.addComponent('script');
    ghost.script?.create(SpriteWarp, { properties: { sprite: spriteAsset, sway: 1 } });

    app.start();
    return app;
}
