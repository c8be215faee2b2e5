import {
    Application,
    BLEND_NORMAL,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { GroundPlacer } from './ground-placer.mjs';

/**
 * @param {Color} color - The diffuse colour.
 * @param {number} [opacity] - 1 for solid, lower for see-through.
 * @returns {StandardMaterial} A new material.
 */
function makeMaterial(color, opacity = 1) {
    const material = new StandardMaterial();
    material.diffuse = color;
    if (opacity < 1) {
        material.opacity = opacity;
        material.blendType = BLEND_NORMAL;
        material.depthWrite = false;
    }
    material.update();
    return material;
}

/**
 * A ground with a grid of tiles. Clicking or tapping places a block on the
 * tile under the pointer; a see-through block previews the spot.
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
    app.scene.ambientLight = new Color(0.25, 0.25, 0.3);

    // A 10 x 10 checkerboard, so the grid the blocks snap to is visible.
    const dark = makeMaterial(new Color(0.35, 0.4, 0.45));
    const light = makeMaterial(new Color(0.45, 0.5, 0.55));
    for (let x = -5; x < 5; x++) {
        for (let z = -5; z < 5; z++) {
            const tile = new Entity(`tile-${x}-${z}`);
            tile.addComponent('render', { type: 'plane', material: (x + z) % 2 === 0 ? dark : light });
            tile.setPosition(x + 0.5, 0, z + 0.5);
            app.root.addChild(tile);
        }
    }

    // The block that gets cloned. It stays disabled, so it is never drawn itself.
    const block = new Entity('block');
    block.addComponent('render', { type: 'box', material: makeMaterial(new Color(0.95, 0.6, 0.2)) });
    // The child box sits on the ground: its parent's origin is the placement point.
    const blockTemplate = new Entity('block-template');
    blockTemplate.addChild(block);
    block.setLocalPosition(0, 0.5, 0);
    block.setLocalScale(0.9, 1, 0.9);
    blockTemplate.enabled = false;
    app.root.addChild(blockTemplate);

    const cursor = new Entity('cursor');
    const ghost = new Entity('ghost');
    ghost.addComponent('render', {
        type: 'box',
        material: makeMaterial(new Color(0.3, 0.8, 1), 0.4),
        castShadows: false
    });
    ghost.setLocalPosition(0, 0.5, 0);
    ghost.setLocalScale(0.9, 1, 0.9);
    cursor.addChild(ghost);
    cursor.enabled = false;
    app.root.addChild(cursor);

    const sun = new Entity('sun');
    sun.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 25 });
    sun.setEulerAngles(55, 35, 0);
    app.root.addChild(sun);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.7, 0.85) });
    camera.setPosition(0, 8, 9);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(GroundPlacer, {
        properties: { cursor, template: blockTemplate, groundHeight: 0, gridSize: 1 }
    });

    app.start();
    return app;
}
