import {
    Application,
    Color,
    ELEMENTTYPE_IMAGE,
    Entity,
    FILLMODE_NONE,
    Mouse,
    PIXELFORMAT_RGBA8,
    RESOLUTION_AUTO,
    SCALEMODE_NONE,
    StandardMaterial,
    Texture,
    TouchDevice,
    Vec2,
    Vec4
} from 'playcanvas';
import { JoypadPlayer } from './joypad-player.mjs';
import { TouchJoypad } from './touch-joypad.mjs';

/**
 * Draws a white disc with a ring on a 2D canvas and turns it into a texture,
 * so the demo needs no image files.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @returns {Texture} The circle texture.
 */
function createCircleTexture(device) {
    const size = 128;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (ctx) {
        ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 8;
        ctx.beginPath();
        ctx.arc(size / 2, size / 2, size / 2 - 6, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
    }
    const texture = new Texture(device, { width: size, height: size, format: PIXELFORMAT_RGBA8 });
    texture.setSource(canvas);
    return texture;
}

/**
 * Builds the joypad demo: a box on a floor, driven by an on-screen stick on
 * the left half of the screen and a jump button on the right half.
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

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.45, 0.5, 0.55);
    floorMaterial.update();

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(12, 1, 12);
    app.root.addChild(floor);

    const player = new Entity('player');
    player.addComponent('render', { type: 'box' });
    player.setPosition(0, 0.5, 0);
    player.addComponent('script');
    player.script?.create(JoypadPlayer, { properties: { speed: 4, jumpSpeed: 6, limit: 5.5 } });
    app.root.addChild(player);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 9, 10);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    // A screen-space 2D screen. Scale mode "none" keeps one element unit
    // equal to one pixel of the drawing buffer.
    const screen = new Entity('screen');
    screen.addComponent('screen', { screenSpace: true, scaleMode: SCALEMODE_NONE });
    app.root.addChild(screen);

    const circle = createCircleTexture(app.graphicsDevice);

    /**
     * @param {string} name - Entity name.
     * @param {number} size - Width and height in element units.
     * @param {Vec4} anchor - Anchor of the element.
     * @param {Vec2} position - Local position from the anchor.
     * @param {number} opacity - Opacity, 0 to 1.
     * @returns {Entity} The new image element.
     */
    const addImage = (name, size, anchor, position, opacity) => {
        const image = new Entity(name);
        image.addComponent('element', {
            type: ELEMENTTYPE_IMAGE,
            anchor,
            pivot: new Vec2(0.5, 0.5),
            width: size,
            height: size,
            texture: circle,
            opacity
        });
        image.setLocalPosition(position.x, position.y, 0);
        return image;
    };

    // The stick parts share the bottom-left anchor, so their local position
    // is simply "pixels from the bottom-left corner".
    const bottomLeft = new Vec4(0, 0, 0, 0);
    const pad = new Entity('joypad');
    pad.addComponent('element', { type: 'group', anchor: new Vec4(0, 0, 1, 1), margin: new Vec4(0, 0, 0, 0) });
    screen.addChild(pad);

    const base = addImage('stick-base', 160, bottomLeft, new Vec2(140, 140), 0.6);
    const nub = addImage('stick-nub', 70, bottomLeft, new Vec2(140, 140), 0.9);
    const button = addImage('jump-button', 110, new Vec4(1, 0, 1, 0), new Vec2(-120, 120), 0.5);
    if (button.element) button.element.color = new Color(1, 0.6, 0.3);
    pad.addChild(base);
    pad.addChild(nub);
    pad.addChild(button);

    pad.addComponent('script');
    pad.script?.create(TouchJoypad, { properties: { base, nub, button, radius: 60 } });

    app.start();
    return app;
}
