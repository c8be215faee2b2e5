import {
    ADDRESS_CLAMP_TO_EDGE,
    ADDRESS_REPEAT,
    Application,
    CULLFACE_FRONT,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    PIXELFORMAT_RGBA8,
    RESOLUTION_AUTO,
    StandardMaterial,
    Texture,
    TouchDevice,
    Vec2
} from 'playcanvas';
import { LookAround } from './look-around.mjs';

/**
 * Paints an equirectangular (2:1) panorama: sky, ground, a grid every
 * 30 degrees and compass letters, so turning around is easy to follow.
 *
 * @returns {HTMLCanvasElement} The painted canvas.
 */
function paintPanorama() {
    const canvas = document.createElement('canvas');
    canvas.width = 2048;
    canvas.height = 1024;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const w = canvas.width;
    const h = canvas.height;

    const sky = ctx.createLinearGradient(0, 0, 0, h / 2);
    sky.addColorStop(0, '#0b2a5b');
    sky.addColorStop(1, '#8fc3ec');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h / 2);

    const ground = ctx.createLinearGradient(0, h / 2, 0, h);
    ground.addColorStop(0, '#6b8f4e');
    ground.addColorStop(1, '#2c3b20');
    ctx.fillStyle = ground;
    ctx.fillRect(0, h / 2, w, h / 2);

    // Simple hills along the horizon.
    ctx.fillStyle = '#40603a';
    ctx.beginPath();
    ctx.moveTo(0, h / 2);
    for (let x = 0; x <= w; x += 16) {
        ctx.lineTo(x, h / 2 - 40 - 30 * Math.sin(x / 90) - 20 * Math.sin(x / 37));
    }
    ctx.lineTo(w, h / 2);
    ctx.fill();

    // Grid lines: one column every 30 degrees, one row every 30 degrees.
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
    ctx.lineWidth = 2;
    for (let i = 0; i <= 12; i++) {
        const x = (i / 12) * w;
        ctx.beginPath();
        ctx.moveTo(x, 0);
        ctx.lineTo(x, h);
        ctx.stroke();
    }
    for (let i = 1; i < 6; i++) {
        const y = (i / 6) * h;
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(w, y);
        ctx.stroke();
    }

    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 96px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ['N', 'E', 'S', 'W'].forEach((letter, i) => {
        ctx.fillText(letter, ((i + 0.5) / 4) * w, h / 2 - 140);
    });
    return canvas;
}

/**
 * Builds the 360 demo: a camera at the centre of a large sphere whose
 * inside shows a generated panorama.
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

    const texture = new Texture(app.graphicsDevice, {
        name: 'panorama',
        width: 2048,
        height: 1024,
        format: PIXELFORMAT_RGBA8,
        mipmaps: true,
        addressU: ADDRESS_REPEAT,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });
    texture.setSource(paintPanorama());

    // Unlit material seen from the inside: cull the front faces, and mirror
    // the texture horizontally so text reads correctly from the centre.
    const material = new StandardMaterial();
    material.useLighting = false;
    material.diffuse = new Color(0, 0, 0);
    material.emissive = new Color(1, 1, 1);
    material.emissiveMap = texture;
    material.emissiveMapTiling = new Vec2(-1, 1);
    material.cull = CULLFACE_FRONT;
    material.update();

    const sphere = new Entity('panorama-sphere');
    sphere.addComponent('render', { type: 'sphere', material });
    sphere.setLocalScale(100, 100, 100);
    app.root.addChild(sphere);

    const camera = new Entity('camera');
    camera.addComponent('camera', { fov: 70, nearClip: 0.1, farClip: 200 });
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(LookAround, {
        properties: { sensitivity: 0.15, smoothing: 12 }
    });

    app.start();
    return app;
}
