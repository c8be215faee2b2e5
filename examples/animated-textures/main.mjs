import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    PIXELFORMAT_RGBA8,
    RESOLUTION_AUTO,
    Script,
    StandardMaterial,
    Texture
} from 'playcanvas';
import { Flipbook } from './flipbook.mjs';
import { ScrollTexture } from './scroll-texture.mjs';

/**
 * @param {number} width - Width in pixels.
 * @param {number} height - Height in pixels.
 * @param {(ctx: CanvasRenderingContext2D) => void} paint - Draws the image.
 * @returns {HTMLCanvasElement} The painted canvas.
 */
function paint(width, height, paint) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    paint(/** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')));
    return canvas;
}

/** Yellow chevrons on dark grey, pointing to +X (the right of the image). */
function beltImage() {
    return paint(128, 128, (ctx) => {
        ctx.fillStyle = '#2b2d31';
        ctx.fillRect(0, 0, 128, 128);
        ctx.strokeStyle = '#f2c230';
        ctx.lineWidth = 14;
        ctx.beginPath();
        ctx.moveTo(40, 16);
        ctx.lineTo(88, 64);
        ctx.lineTo(40, 112);
        ctx.stroke();
    });
}

/**
 * A sprite sheet of 8 frames in a 4 x 2 grid: a round character opening and
 * closing its mouth, with the frame number in the corner of each cell.
 */
function chompSheet() {
    const cell = 128;
    return paint(cell * 4, cell * 2, (ctx) => {
        const mouths = [2, 10, 20, 30, 40, 30, 20, 10];
        mouths.forEach((mouth, i) => {
            const x = (i % 4) * cell;
            const y = Math.floor(i / 4) * cell;
            ctx.fillStyle = '#1b2a4a';
            ctx.fillRect(x, y, cell, cell);
            ctx.fillStyle = '#ffd23f';
            ctx.beginPath();
            ctx.moveTo(x + cell / 2, y + cell / 2);
            const open = (mouth * Math.PI) / 180;
            ctx.arc(x + cell / 2, y + cell / 2, cell * 0.38, open, Math.PI * 2 - open);
            ctx.closePath();
            ctx.fill();
            ctx.fillStyle = '#ffffff';
            ctx.font = 'bold 20px sans-serif';
            ctx.fillText(String(i), x + 8, y + 24);
        });
    });
}

/** Moves the entity along +X at the belt's speed and puts it back at the start. */
class Ride extends Script {
    static scriptName = 'ride';

    /** @attribute */
    speed = 1;

    /** @attribute */
    from = -4;

    /** @attribute */
    to = 4;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const p = this.entity.getLocalPosition();
        let x = p.x + this.speed * dt;
        if (x > this.to) x -= this.to - this.from;
        this.entity.setLocalPosition(x, p.y, p.z);
    }
}

/**
 * Builds a conveyor belt whose texture scrolls under riding crates, and a
 * screen that plays a sprite-sheet animation.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    /**
     * @param {HTMLCanvasElement} image - The picture.
     * @returns {Texture} A texture with mipmaps that repeats.
     */
    const createTexture = (image) => {
        const texture = new Texture(app.graphicsDevice, {
            width: image.width,
            height: image.height,
            format: PIXELFORMAT_RGBA8,
            // Canvas colours are sRGB: let the GPU convert them when sampling.
            srgb: true
        });
        texture.setSource(image);
        return texture;
    };

    /**
     * @param {Color} color - Diffuse colour.
     * @param {Texture} [map] - Diffuse texture.
     * @returns {StandardMaterial} The material.
     */
    const createMaterial = (color, map) => {
        const material = new StandardMaterial();
        material.diffuse = color;
        if (map) material.diffuseMap = map;
        material.update();
        return material;
    };

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.2 });
    light.setLocalEulerAngles(50, 20, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.62, 0.7) });
    camera.setLocalPosition(0, 4.2, 7.5);
    camera.lookAt(0, 1.3, 0);
    app.root.addChild(camera);

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(new Color(0.5, 0.5, 0.5)) });
    floor.setLocalScale(16, 1, 12);
    app.root.addChild(floor);

    // The conveyor: a frame box, and on top a plane that carries the scrolling texture.
    const beltLength = 8;
    const speed = 1.2;
    const frame = new Entity('belt frame');
    frame.addComponent('render', { type: 'box', material: createMaterial(new Color(0.25, 0.28, 0.32)) });
    frame.setLocalPosition(0, 0.3, 1);
    frame.setLocalScale(beltLength, 0.6, 1.6);
    app.root.addChild(frame);

    const beltMaterial = createMaterial(new Color(1, 1, 1), createTexture(beltImage()));
    // Eight chevrons along the belt, one across it.
    beltMaterial.diffuseMapTiling.set(8, 1);
    beltMaterial.update();
    const belt = new Entity('belt');
    belt.addComponent('render', { type: 'plane', material: beltMaterial });
    belt.setLocalPosition(0, 0.61, 1);
    belt.setLocalScale(beltLength, 1, 1.4);
    belt.addComponent('script');
    belt.script?.create(ScrollTexture, { properties: { speed, length: beltLength } });
    app.root.addChild(belt);

    // Crates ride at the same speed as the texture, so they seem to sit on the belt.
    const crateMaterial = createMaterial(new Color(0.75, 0.5, 0.25));
    for (let i = 0; i < 3; i++) {
        const crate = new Entity(`crate ${i}`);
        crate.addComponent('render', { type: 'box', material: crateMaterial });
        crate.setLocalPosition(-4 + i * (beltLength / 3), 0.96, 1);
        crate.setLocalScale(0.7, 0.7, 0.7);
        crate.addComponent('script');
        crate.script?.create(Ride, { properties: { speed, from: -beltLength / 2, to: beltLength / 2 } });
        app.root.addChild(crate);
    }

    // The screen: a plane stood up towards the camera, showing one cell of the sheet.
    const sheet = createTexture(chompSheet());
    const screen = new Entity('screen');
    screen.addComponent('render', { type: 'plane', material: createMaterial(new Color(1, 1, 1), sheet) });
    screen.setLocalPosition(0, 2.2, -1.5);
    screen.setLocalEulerAngles(90, 0, 0);
    screen.setLocalScale(2.4, 1, 2.4);
    screen.addComponent('script');
    screen.script?.create(Flipbook, { properties: { columns: 4, rows: 2, fps: 10 } });
    app.root.addChild(screen);

    app.start();
    return app;
}
