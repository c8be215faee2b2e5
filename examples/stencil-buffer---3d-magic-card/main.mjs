import { Application, Color, Entity, FILLMODE_NONE, LAYERID_WORLD, Layer, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { CardMotion } from './card-motion.mjs';
import { createInsideMaterial, createWindowMaterial } from './stencil-materials.mjs';

/**
 * A playing card on a table whose window looks into a small space scene
 * that lies behind the card, cut out by the stencil buffer.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The inside scene gets a layer of its own, rendered after everything
    // else, on a cleared depth buffer: only the stencil decides where it shows
    const inside = new Layer({ name: 'Inside', clearDepthBuffer: true });
    app.scene.layers.push(inside);

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

    const table = new Entity('table');
    table.addComponent('render', { type: 'plane', material: createMaterial(0.35, 0.22, 0.15) });
    table.setLocalScale(8, 1, 8);
    app.root.addChild(table);

    // The card: a white board, and the window just in front of it
    const card = new Entity('card');
    card.setPosition(0, 1.15, 0);
    app.root.addChild(card);

    const board = new Entity('board');
    board.addComponent('render', { type: 'box', material: createMaterial(0.92, 0.9, 0.85) });
    board.setLocalScale(1.6, 2.2, 0.04);
    card.addChild(board);

    const windowPane = new Entity('window');
    windowPane.addComponent('render', { type: 'plane', material: createWindowMaterial(new Color(0.02, 0.03, 0.1)) });
    // The plane faces +y; turn it to face +z, just in front of the board
    windowPane.setLocalEulerAngles(90, 0, 0);
    windowPane.setLocalPosition(0, 0, 0.021);
    windowPane.setLocalScale(1.3, 1, 1.9);
    card.addChild(windowPane);

    // The inside scene sits behind the window, deeper than the card is thick
    const planet = new Entity('planet');
    planet.addComponent('render', {
        type: 'sphere',
        material: createInsideMaterial(new Color(0.95, 0.55, 0.2)),
        layers: [inside.id]
    });
    planet.setLocalPosition(0, 0.1, -1.2);
    planet.setLocalScale(0.75, 0.75, 0.75);
    card.addChild(planet);

    const ring = new Entity('ring');
    ring.addComponent('render', {
        type: 'torus',
        material: createInsideMaterial(new Color(0.7, 0.8, 1)),
        layers: [inside.id]
    });
    ring.setLocalEulerAngles(20, 0, 0);
    ring.setLocalScale(1.5, 0.1, 1.5);
    planet.addChild(ring);

    const starMaterial = createInsideMaterial(new Color(0, 0, 0), new Color(1, 1, 0.85));
    for (let i = 0; i < 12; i++) {
        const star = new Entity(`star ${i}`);
        star.addComponent('render', { type: 'sphere', material: starMaterial, layers: [inside.id], castShadows: false });
        // Spread the stars over the far part of the space, some of them off to the sides
        const a = i * 2.4;
        star.setLocalPosition(Math.sin(a) * (0.4 + i * 0.12), Math.cos(a * 1.3) * 1.1, -2 - (i % 4) * 0.4);
        star.setLocalScale(0.06, 0.06, 0.06);
        card.addChild(star);
    }

    card.addComponent('script');
    card.script?.create(CardMotion, { properties: { planet } });

    // The light shines on both layers
    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', layers: [LAYERID_WORLD, inside.id] });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.25, 0.25, 0.3);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.2, 0.22, 0.26) });
    // The camera renders the inside layer as well as the default ones
    if (camera.camera) camera.camera.layers = [...camera.camera.layers, inside.id];
    camera.setPosition(0, 1.9, 3.4);
    camera.lookAt(0, 1.15, 0);
    app.root.addChild(camera);

    app.start();
    return app;
}
