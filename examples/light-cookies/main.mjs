import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { CookieControl } from './cookie-control.mjs';
import { createLanternCookie, createWindowCookie } from './cookie-textures.mjs';

/**
 * Builds a dark room lit by a spot light with a stained-glass cookie and an
 * omni light with a punched-lantern cubemap cookie.
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
    app.scene.ambientLight = new Color(0.05, 0.05, 0.06);
    // Clustered lighting (the default) draws omni and spot cookies only when this is on.
    app.scene.lighting.cookiesEnabled = true;

    /**
     * @param {string} name - Entity name.
     * @param {'box' | 'cylinder' | 'plane' | 'sphere'} type - Primitive type.
     * @param {Color} color - Diffuse colour.
     * @returns {Entity} The entity, already in the scene.
     */
    const addShape = (name, type, color) => {
        const material = new StandardMaterial();
        material.diffuse = color;
        material.update();
        const entity = new Entity(name);
        entity.addComponent('render', { type, material });
        app.root.addChild(entity);
        return entity;
    };

    // A room open towards the camera: floor, back wall and two side walls.
    const wall = new Color(0.8, 0.8, 0.8);
    addShape('floor', 'plane', wall).setLocalScale(10, 1, 8);
    const back = addShape('back wall', 'plane', wall);
    back.setLocalPosition(0, 2.5, -4);
    back.setLocalEulerAngles(90, 0, 0);
    back.setLocalScale(10, 1, 5);
    const left = addShape('left wall', 'plane', wall);
    left.setLocalPosition(-5, 2.5, 0);
    left.setLocalEulerAngles(0, 0, -90);
    left.setLocalScale(5, 1, 8);
    const right = addShape('right wall', 'plane', wall);
    right.setLocalPosition(5, 2.5, 0);
    right.setLocalEulerAngles(0, 0, 90);
    right.setLocalScale(5, 1, 8);
    addShape('sphere', 'sphere', new Color(0.9, 0.9, 0.9)).setLocalPosition(-1.8, 0.5, -0.5);

    // Spot light: the 2D cookie is projected across its cone, like a slide.
    const spot = new Entity('window light');
    spot.addComponent('light', {
        type: 'spot',
        intensity: 3,
        range: 12,
        innerConeAngle: 28,
        outerConeAngle: 30,
        cookie: createWindowCookie(app.graphicsDevice),
        cookieChannel: 'rgb'
    });
    spot.setLocalPosition(-2, 5.5, 1);
    spot.setLocalEulerAngles(20, 0, 0);
    app.root.addChild(spot);

    // Omni light: the cubemap cookie surrounds it, one face per direction.
    const lantern = new Entity('lantern');
    lantern.addComponent('light', {
        type: 'omni',
        color: new Color(1, 0.8, 0.5),
        intensity: 3,
        range: 9,
        cookie: createLanternCookie(app.graphicsDevice),
        cookieChannel: 'r'
    });
    lantern.setLocalPosition(2, 1.6, -0.5);
    app.root.addChild(lantern);

    // A small glowing body for the lantern. Without shadows it does not block the light.
    const bodyMaterial = new StandardMaterial();
    bodyMaterial.diffuse = new Color(0, 0, 0);
    bodyMaterial.emissive = new Color(1, 0.7, 0.35);
    bodyMaterial.update();
    const body = new Entity('lantern body');
    body.addComponent('render', { type: 'box', material: bodyMaterial, castShadows: false });
    body.setLocalScale(0.2, 0.3, 0.2);
    lantern.addChild(body);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.02, 0.02, 0.03), fov: 55 });
    camera.setLocalPosition(0, 2.6, 8.5);
    camera.lookAt(0, 1.6, -1);
    app.root.addChild(camera);

    const control = new Entity('cookie control');
    control.addComponent('script');
    control.script?.create(CookieControl, { properties: { spot, lantern } });
    app.root.addChild(control);

    app.start();
    return app;
}
