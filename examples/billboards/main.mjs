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
import { Billboard } from './billboard.mjs';

/** Circles the entity around the origin while looking at the centre. */
class AutoOrbit extends Script {
    static scriptName = 'autoOrbit';

    time = 0;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.time += dt * 0.25;
        const t = this.time;
        this.entity.setPosition(Math.sin(t) * 14, 5 + Math.sin(t * 0.7) * 3, Math.cos(t) * 14);
        this.entity.lookAt(0, 1, 0);
    }
}

/**
 * @param {number} size - Width and height in pixels.
 * @param {(ctx: CanvasRenderingContext2D, size: number) => void} paint - Draws the image.
 * @returns {HTMLCanvasElement} A transparent square canvas with the painting.
 */
function paintSprite(size, paint) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    paint(/** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')), size);
    return canvas;
}

/**
 * Builds the billboard demo: upright tree sprites and screen-aligned marker
 * sprites, seen from a camera that circles the scene.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    /**
     * @param {HTMLCanvasElement} image - Source image with an alpha channel.
     * @returns {StandardMaterial} Unlit, alpha-tested material showing the image.
     */
    const spriteMaterial = (image) => {
        const texture = new Texture(app.graphicsDevice, {
            width: image.width,
            height: image.height,
            format: PIXELFORMAT_RGBA8,
            mipmaps: true
        });
        texture.setSource(image);

        const material = new StandardMaterial();
        material.useLighting = false;
        material.diffuse = new Color(0, 0, 0);
        material.emissive = new Color(1, 1, 1);
        material.emissiveMap = texture;
        material.opacityMap = texture;
        material.opacityMapChannel = 'a';
        // Pixels below this opacity are discarded: sharp edges, no sorting needed.
        material.alphaTest = 0.5;
        material.update();
        return material;
    };

    const treeMaterial = spriteMaterial(paintSprite(256, (ctx, s) => {
        ctx.fillStyle = '#6b4a2b';
        ctx.fillRect(s * 0.45, s * 0.7, s * 0.1, s * 0.3);
        ctx.fillStyle = '#2f7d32';
        for (let i = 0; i < 3; i++) {
            const top = s * (0.02 + i * 0.2);
            ctx.beginPath();
            ctx.moveTo(s / 2, top);
            ctx.lineTo(s * (0.12 + i * 0.03), top + s * 0.45);
            ctx.lineTo(s * (0.88 - i * 0.03), top + s * 0.45);
            ctx.fill();
        }
    }));

    const markerMaterial = spriteMaterial(paintSprite(128, (ctx, s) => {
        ctx.fillStyle = '#ffd23f';
        ctx.beginPath();
        ctx.arc(s / 2, s / 2, s * 0.46, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#1d1d1d';
        ctx.font = `bold ${s * 0.6}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText('!', s / 2, s / 2 + s * 0.04);
    }));

    const groundMaterial = new StandardMaterial();
    groundMaterial.diffuse = new Color(0.5, 0.62, 0.4);
    groundMaterial.update();
    const ground = new Entity('ground');
    ground.addComponent('render', { type: 'plane', material: groundMaterial });
    ground.setLocalScale(30, 1, 30);
    app.root.addChild(ground);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.6, 0.8, 0.95) });
    camera.addComponent('script');
    camera.script?.create(AutoOrbit);
    app.root.addChild(camera);

    /**
     * @param {string} name - Entity name.
     * @param {StandardMaterial} material - Sprite material.
     * @param {number} size - Width and height of the sprite in world units.
     * @param {boolean} upright - Turn only around Y.
     * @returns {Entity} The billboard entity, already in the scene.
     */
    const addBillboard = (name, material, size, upright) => {
        const sprite = new Entity(name);
        sprite.addComponent('render', { type: 'plane', material, castShadows: false });
        sprite.setLocalScale(size, 1, size);
        sprite.addComponent('script');
        sprite.script?.create(Billboard, { properties: { camera, upright } });
        app.root.addChild(sprite);
        return sprite;
    };

    // A ring of trees; each is lifted by half its height so it stands on the ground.
    for (let i = 0; i < 14; i++) {
        const angle = (i / 14) * Math.PI * 2;
        const radius = 5 + (i % 3) * 2.5;
        const size = 2.5 + (i % 4) * 0.5;
        const tree = addBillboard(`tree-${i}`, treeMaterial, size, true);
        tree.setPosition(Math.cos(angle) * radius, size / 2, Math.sin(angle) * radius);
    }

    // Floating markers that always face the screen.
    for (let i = 0; i < 3; i++) {
        const marker = addBillboard(`marker-${i}`, markerMaterial, 1, false);
        marker.setPosition(-3 + i * 3, 1.5 + i, 0);
    }

    app.start();
    return app;
}
