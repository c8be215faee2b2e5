import {
    Application,
    Color,
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    FILLMODE_NONE,
    FOG_EXP2,
    KEY_SPACE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    Script,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { Flicker } from './flicker.mjs';
import { Halo } from './halo.mjs';
import { createHaloMaterial, createHaloTexture } from './halo-material.mjs';

/** Moves the camera slowly back and forth along the street. */
class Stroll extends Script {
    static scriptName = 'stroll';

    time = 0;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.time += dt;
        const x = Math.sin(this.time * 0.25) * 2.5;
        this.entity.setPosition(x, 1.7, 9);
        this.entity.lookAt(x * 0.4, 2, -4);
    }
}

/**
 * Builds a foggy street at night with lamp posts. Every lamp is an omni
 * light with an additive halo sprite; one of them flickers.
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

    const night = new Color(0.03, 0.04, 0.07);
    app.scene.ambientLight = new Color(0.04, 0.04, 0.06);
    app.scene.fog.type = FOG_EXP2;
    app.scene.fog.color = night;
    app.scene.fog.density = 0.05;

    /**
     * @param {Color} diffuse - Diffuse colour.
     * @param {Color} [emissive] - Glow colour, for lamp heads.
     * @returns {StandardMaterial} The material.
     */
    const createMaterial = (diffuse, emissive) => {
        const material = new StandardMaterial();
        material.diffuse = diffuse;
        if (emissive) material.emissive = emissive;
        material.update();
        return material;
    };

    const ground = new Entity('ground');
    ground.addComponent('render', { type: 'plane', material: createMaterial(new Color(0.35, 0.35, 0.38)) });
    ground.setLocalScale(20, 1, 30);
    app.root.addChild(ground);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: night, fov: 50 });
    camera.addComponent('script');
    camera.script?.create(Stroll);
    app.root.addChild(camera);

    const haloTexture = createHaloTexture(app.graphicsDevice);
    const poleMaterial = createMaterial(new Color(0.15, 0.15, 0.17));
    const warm = new Color(1, 0.62, 0.3);
    const cool = new Color(0.7, 0.85, 1);

    // Lamp posts on both sides of the street, going away from the camera.
    const lamps = [
        { x: -3, z: 4, color: warm },
        { x: 3, z: 0, color: warm, flicker: true },
        { x: -3, z: -4, color: cool },
        { x: 3, z: -8, color: warm },
        { x: -3, z: -12, color: warm }
    ];
    for (const [i, lamp] of lamps.entries()) {
        const pole = new Entity(`pole ${i}`);
        pole.addComponent('render', { type: 'cylinder', material: poleMaterial });
        pole.setLocalPosition(lamp.x, 1.5, lamp.z);
        pole.setLocalScale(0.12, 3, 0.12);
        app.root.addChild(pole);

        const light = new Entity(`lamp ${i}`);
        light.addComponent('light', { type: 'omni', color: lamp.color, intensity: 2, range: 7 });
        light.setLocalPosition(lamp.x, 3.2, lamp.z);
        app.root.addChild(light);
        if (lamp.flicker) {
            light.addComponent('script');
            light.script?.create(Flicker, { properties: { base: 2 } });
        }

        const head = new Entity(`lamp head ${i}`);
        head.addComponent('render', {
            type: 'sphere',
            material: createMaterial(new Color(0, 0, 0), lamp.color),
            castShadows: false
        });
        head.setLocalScale(0.3, 0.3, 0.3);
        light.addChild(head);

        // The halo is a separate entity with its own material: each one fades on its own.
        const halo = new Entity(`halo ${i}`);
        halo.addComponent('render', {
            type: 'plane',
            material: createHaloMaterial(haloTexture, lamp.color),
            castShadows: false
        });
        halo.addComponent('script');
        halo.script?.create(Halo, { properties: { camera, light, size: 3 } });
        app.root.addChild(halo);
    }

    // Click, tap or Space: compare the street with and without halos.
    const toggle = () => app.fire('halos:toggle');
    app.mouse?.on(EVENT_MOUSEDOWN, toggle);
    app.touch?.on(EVENT_TOUCHSTART, toggle);
    app.keyboard?.on(EVENT_KEYDOWN, (event) => {
        if (event.key === KEY_SPACE) toggle();
    });

    app.start();
    return app;
}
