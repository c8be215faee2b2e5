import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    PROJECTION_ORTHOGRAPHIC,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { Bird } from './bird.mjs';
import { FlappyGame } from './flappy-game.mjs';
import { Pipes } from './pipes.mjs';
import { SegmentDisplay } from './segment-display.mjs';

/**
 * @param {number} r - Red, 0 to 1.
 * @param {number} g - Green, 0 to 1.
 * @param {number} b - Blue, 0 to 1.
 * @returns {StandardMaterial} A plain coloured material.
 */
function createMaterial(r, g, b) {
    const material = new StandardMaterial();
    material.diffuse = new Color(r, g, b);
    material.update();
    return material;
}

/**
 * Adds a primitive as a child of parent.
 *
 * @param {Entity} parent - The parent entity.
 * @param {'box' | 'sphere' | 'cone'} type - Primitive type.
 * @param {StandardMaterial} material - Its material.
 * @param {number[]} position - Local position [x, y, z].
 * @param {number[]} scale - Local scale [x, y, z].
 * @returns {Entity} The new entity.
 */
function addShape(parent, type, material, position, scale) {
    const shape = new Entity(type);
    shape.addComponent('render', { type, material });
    shape.setLocalPosition(position[0], position[1], position[2]);
    shape.setLocalScale(scale[0], scale[1], scale[2]);
    parent.addChild(shape);
    return shape;
}

/**
 * Builds Flappy: a side view of a bird, pipes and the ground through an
 * orthographic camera. The world is 12 units tall, with the ground at y = 0..1.
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

    // Orthographic: the y range 0..12 fills the screen height on every device.
    const camera = new Entity('camera');
    camera.addComponent('camera', {
        projection: PROJECTION_ORTHOGRAPHIC,
        orthoHeight: 6,
        clearColor: new Color(0.45, 0.75, 0.95)
    });
    camera.setPosition(0, 6, 10);
    app.root.addChild(camera);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.1 });
    light.setEulerAngles(35, 25, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.45, 0.45, 0.5);

    // The ground is wider than any screen; a darker strip marks its top.
    const ground = new Entity('ground');
    app.root.addChild(ground);
    addShape(ground, 'box', createMaterial(0.85, 0.75, 0.45), [0, 0.5, 0], [80, 1, 2]);
    addShape(ground, 'box', createMaterial(0.35, 0.7, 0.3), [0, 0.95, 0.1], [80, 0.15, 2]);

    // The bird, made of primitives. Its root entity carries the script.
    const bird = new Entity('bird');
    bird.setPosition(-1.5, 6, 0);
    app.root.addChild(bird);
    addShape(bird, 'sphere', createMaterial(1, 0.82, 0.2), [0, 0, 0], [0.7, 0.6, 0.6]);
    addShape(bird, 'sphere', createMaterial(1, 1, 1), [0.17, 0.12, 0.22], [0.22, 0.22, 0.1]);
    addShape(bird, 'sphere', createMaterial(0, 0, 0), [0.2, 0.12, 0.27], [0.09, 0.09, 0.05]);
    const beak = addShape(bird, 'cone', createMaterial(1, 0.45, 0.1), [0.4, -0.03, 0], [0.2, 0.25, 0.2]);
    beak.setLocalEulerAngles(0, 0, -90);
    // The wing pivots at its front end: the box is offset inside a pivot entity.
    const wing = new Entity('wing');
    wing.setLocalPosition(-0.05, 0, 0.3);
    bird.addChild(wing);
    addShape(wing, 'box', createMaterial(0.95, 0.65, 0.15), [-0.15, 0, 0], [0.32, 0.08, 0.05]);

    bird.addComponent('script');
    bird.script?.create(Bird, { properties: { wing, gravity: 28, flapSpeed: 8.5 } });

    const pipes = new Entity('pipes');
    app.root.addChild(pipes);
    pipes.addComponent('script');
    pipes.script?.create(Pipes, {
        properties: {
            camera,
            bird,
            material: createMaterial(0.3, 0.75, 0.3),
            groundY: 1,
            ceilingY: 12.5
        }
    });

    // The score hangs in front of everything near the top of the screen.
    const score = new Entity('score');
    score.setPosition(0, 10.6, 2);
    app.root.addChild(score);
    score.addComponent('script');
    score.script?.create(SegmentDisplay, { properties: { maxDigits: 3 } });

    const game = new Entity('game');
    app.root.addChild(game);
    game.addComponent('script');
    game.script?.create(FlappyGame, {
        properties: { bird, pipes, scoreDisplay: score, groundY: 1, ceilingY: 11.5 }
    });

    app.start();
    return app;
}
