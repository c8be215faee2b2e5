import { Application, Color, Entity, FILLMODE_NONE, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { WaterSurface } from './water-surface.mjs';

/**
 * A small stone pool with pebbles on its sandy bottom, a rippling water
 * surface and a buoy bobbing on it.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

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

    /**
     * @param {string} name - Entity name.
     * @param {'box' | 'cone' | 'cylinder' | 'plane' | 'sphere' | 'torus'} type - Primitive type.
     * @param {StandardMaterial} material - Its material.
     * @param {number[]} position - x, y, z.
     * @param {number[]} scale - x, y, z.
     * @returns {Entity} The entity, added to the root.
     */
    const addShape = (name, type, material, position, scale) => {
        const entity = new Entity(name);
        entity.addComponent('render', { type, material });
        entity.setPosition(position[0], position[1], position[2]);
        entity.setLocalScale(scale[0], scale[1], scale[2]);
        app.root.addChild(entity);
        return entity;
    };

    // The pool: a sandy bottom 0.8 below the water, and four stone walls
    addShape('bottom', 'plane', createMaterial(0.76, 0.68, 0.5), [0, -0.8, 0], [6, 1, 6]);
    const stone = createMaterial(0.55, 0.55, 0.52);
    addShape('wall north', 'box', stone, [0, -0.3, -3.2], [6.8, 1.2, 0.4]);
    addShape('wall south', 'box', stone, [0, -0.3, 3.2], [6.8, 1.2, 0.4]);
    addShape('wall west', 'box', stone, [-3.2, -0.3, 0], [0.4, 1.2, 6]);
    addShape('wall east', 'box', stone, [3.2, -0.3, 0], [0.4, 1.2, 6]);

    const pebbleColors = [createMaterial(0.35, 0.4, 0.45), createMaterial(0.6, 0.45, 0.35), createMaterial(0.85, 0.85, 0.8)];
    for (let i = 0; i < 14; i++) {
        const a = i * 2.1;
        const r = 0.6 + (i % 5) * 0.45;
        const size = 0.25 + (i % 3) * 0.12;
        addShape(`pebble ${i}`, 'sphere', pebbleColors[i % 3], [Math.cos(a) * r, -0.8 + size * 0.3, Math.sin(a) * r], [size, size * 0.6, size]);
    }

    // The water surface, at y = 0, 6 by 6 units
    const water = new Entity('water');
    water.setLocalScale(6, 1, 6);
    water.addComponent('script');
    water.script?.create(WaterSurface);
    app.root.addChild(water);

    const buoy = addShape('buoy', 'cylinder', createMaterial(0.9, 0.3, 0.2), [1, 0, 0.6], [0.5, 0.5, 0.5]);
    let time = 0;
    app.on('update', (dt) => {
        time += dt;
        buoy.setPosition(1, 0.05 + Math.sin(time * 1.6) * 0.06, 0.6);
        buoy.setEulerAngles(Math.sin(time * 1.1) * 6, 0, Math.sin(time * 1.3) * 6);
    });

    // A low sun across the water, towards the camera: its glints show the ripples
    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.4 });
    light.setEulerAngles(-35, 0, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.35, 0.42, 0.5);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.62, 0.76, 0.88) });
    camera.setPosition(0, 3.4, 6.2);
    camera.lookAt(0, -0.4, 0);
    app.root.addChild(camera);

    app.start();
    return app;
}
