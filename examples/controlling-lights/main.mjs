import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    Script,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { LightSwitcher } from './light-switcher.mjs';

/** Swings the entity from side to side around its Z axis, like a searchlight. */
class Sweep extends Script {
    static scriptName = 'sweep';

    time = 0;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.time += dt;
        // Spot lights shine down their -Y axis: tilting around Z moves the pool of light along X.
        this.entity.setLocalEulerAngles(0, 0, Math.sin(this.time * 0.8) * 30);
    }
}

/**
 * Builds a small stage lit by a directional light, an omni light and a
 * swinging spot light, with a script that switches and recolours them.
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
    // A little ambient light, so switched-off areas are dark but not black.
    app.scene.ambientLight = new Color(0.06, 0.06, 0.08);

    /**
     * @param {string} name - Entity name.
     * @param {'box' | 'cylinder' | 'plane' | 'sphere'} type - Primitive type.
     * @param {Color} color - Diffuse colour.
     * @returns {Entity} The entity, already in the scene.
     */
    const addShape = (name, type, color) => {
        const material = new StandardMaterial();
        material.diffuse = color;
        material.gloss = 0.5;
        material.update();
        const entity = new Entity(name);
        entity.addComponent('render', { type, material });
        app.root.addChild(entity);
        return entity;
    };

    addShape('floor', 'plane', new Color(0.7, 0.7, 0.7)).setLocalScale(14, 1, 10);
    addShape('box', 'box', new Color(0.9, 0.3, 0.25)).setLocalPosition(-2.5, 0.5, 0);
    addShape('sphere', 'sphere', new Color(0.3, 0.55, 0.9)).setLocalPosition(0, 0.5, 0.5);
    addShape('cylinder', 'cylinder', new Color(0.35, 0.8, 0.4)).setLocalPosition(2.5, 0.5, 0);

    const sun = new Entity('sun');
    sun.addComponent('light', { type: 'directional', color: new Color(0.75, 0.8, 1), intensity: 0.6 });
    sun.setLocalEulerAngles(45, 30, 0);
    app.root.addChild(sun);

    const lamp = new Entity('lamp');
    lamp.addComponent('light', { type: 'omni', range: 5, intensity: 1.5 });
    lamp.setLocalPosition(-1.2, 1.4, 1.6);
    app.root.addChild(lamp);

    // The bulb is a child of the lamp, so it moves with it. It is not a light itself.
    const bulbMaterial = new StandardMaterial();
    bulbMaterial.diffuse = new Color(0, 0, 0);
    bulbMaterial.update();
    const bulb = new Entity('bulb');
    bulb.addComponent('render', { type: 'sphere', material: bulbMaterial, castShadows: false });
    bulb.setLocalScale(0.2, 0.2, 0.2);
    lamp.addChild(bulb);

    // The spot hangs above the stage; a parent entity holds its position and the sweep.
    const rig = new Entity('spot rig');
    rig.setLocalPosition(0, 5, 0);
    rig.addComponent('script');
    rig.script?.create(Sweep);
    app.root.addChild(rig);
    const spot = new Entity('spot');
    spot.addComponent('light', {
        type: 'spot',
        color: new Color(1, 0.95, 0.8),
        intensity: 2,
        range: 10,
        innerConeAngle: 15,
        outerConeAngle: 25
    });
    rig.addChild(spot);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.05, 0.06, 0.08) });
    camera.setLocalPosition(0, 4, 8);
    camera.lookAt(0, 0.5, 0);
    app.root.addChild(camera);

    // A status line in HTML, updated from the script's event.
    const status = document.createElement('div');
    status.style.cssText = 'position:fixed;top:12px;width:100%;text-align:center;' +
        'color:#fff;font:16px system-ui,sans-serif;white-space:pre;pointer-events:none';
    document.body.append(status);
    app.on('lights:changed', (text) => {
        status.textContent = text;
    });

    const switcher = new Entity('light switcher');
    switcher.addComponent('script');
    switcher.script?.create(LightSwitcher, { properties: { sun, lamp, spot, bulb } });
    app.root.addChild(switcher);

    app.start();
    return app;
}
