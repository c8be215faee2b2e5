import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    Vec3
} from 'playcanvas';
import { Driver, Pulser, Slider, Spinner, Watcher } from './transform-scripts.mjs';

/**
 * @param {Color} color - The diffuse colour.
 * @returns {StandardMaterial} A new material.
 */
function makeMaterial(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    return material;
}

/**
 * @param {string} name - The entity name.
 * @param {'box'|'sphere'|'cylinder'|'cone'|'plane'} type - A primitive type.
 * @param {Color} color - The colour of the shape.
 * @returns {Entity} A new entity with a render component.
 */
function makeShape(name, type, color) {
    const entity = new Entity(name);
    entity.addComponent('render', { type, material: makeMaterial(color) });
    entity.addComponent('script');
    return entity;
}

/**
 * Builds a scene in which every shape is moved by a different transform
 * method: position, rotation, scale, parent-child, lookAt and translateLocal.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floor = makeShape('floor', 'plane', new Color(0.4, 0.45, 0.5));
    floor.setLocalScale(16, 1, 12);
    app.root.addChild(floor);

    // Position: slides left and right.
    const slider = makeShape('slider', 'box', new Color(0.9, 0.5, 0.2));
    slider.setPosition(-4, 0.5, -2);
    app.root.addChild(slider);
    slider.script?.create(Slider, { properties: { distance: 1.5 } });

    // Rotation: spins around its own tilted axis.
    const spinner = makeShape('spinner', 'box', new Color(0.3, 0.6, 0.9));
    spinner.setPosition(0, 1, -2);
    spinner.setEulerAngles(0, 0, 30);
    app.root.addChild(spinner);
    spinner.script?.create(Spinner, { properties: { speed: new Vec3(0, 120, 0) } });

    // Scale: grows and shrinks.
    const pulser = makeShape('pulser', 'sphere', new Color(0.5, 0.8, 0.4));
    pulser.setPosition(4, 0.75, -2);
    app.root.addChild(pulser);
    pulser.script?.create(Pulser, { properties: { amount: 0.25 } });

    // Parent-child: the moon is a child of a spinning hub, so it orbits.
    const hub = makeShape('hub', 'cylinder', new Color(0.85, 0.8, 0.3));
    hub.setPosition(-3, 0.25, 2.5);
    hub.setLocalScale(0.6, 0.5, 0.6);
    app.root.addChild(hub);
    hub.script?.create(Spinner, { properties: { speed: new Vec3(0, 60, 0), local: false } });

    const moon = makeShape('moon', 'sphere', new Color(0.8, 0.8, 0.85));
    // Local position and scale are relative to the (scaled) hub.
    moon.setLocalPosition(3, 1, 0);
    moon.setLocalScale(0.8, 1, 0.8);
    hub.addChild(moon);

    // translateLocal: a cone that drives in a circle.
    const car = makeShape('car', 'cone', new Color(0.8, 0.3, 0.5));
    car.setPosition(3, 0.5, 3.5);
    car.setLocalScale(0.6, 1, 0.6);
    app.root.addChild(car);
    car.script?.create(Driver, { properties: { speed: 2, turnRate: 60 } });

    // lookAt: a camera-like box that always faces the moving car.
    const watcher = makeShape('watcher', 'box', new Color(0.2, 0.2, 0.25));
    watcher.setPosition(0, 0.5, 2.5);
    watcher.setLocalScale(0.4, 0.4, 1.2);
    app.root.addChild(watcher);
    watcher.script?.create(Watcher, { properties: { target: car } });

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 9, 11);
    camera.lookAt(0, 0, 0.5);
    app.root.addChild(camera);

    app.start();
    return app;
}
