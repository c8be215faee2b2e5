import {
    Application,
    Color,
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    Entity,
    FILLMODE_NONE,
    KEY_SPACE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { CameraShake } from './camera-shake.mjs';
import { createExplosion } from './create-explosion.mjs';
import { Explosion } from './explosion.mjs';

/**
 * Builds the explosion demo: a dark floor, an explosion in the middle and a
 * camera rig that shakes. Click or press Space to detonate.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        keyboard: new Keyboard(window)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.3, 0.3, 0.32);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(30, 1, 30);
    app.root.addChild(floor);

    // A few crates so the flash light has something to light up.
    const crateMaterial = new StandardMaterial();
    crateMaterial.diffuse = new Color(0.55, 0.4, 0.25);
    crateMaterial.update();
    for (const [x, z] of [[-4, -2], [4, -3], [-3, 4], [5, 3]]) {
        const crate = new Entity('crate');
        crate.addComponent('render', { type: 'box', material: crateMaterial });
        crate.setPosition(x, 0.5, z);
        app.root.addChild(crate);
    }

    const moon = new Entity('moonlight');
    moon.addComponent('light', { type: 'directional', color: new Color(0.5, 0.55, 0.7), intensity: 0.6 });
    moon.setEulerAngles(55, 20, 0);
    app.root.addChild(moon);

    // The rig places the camera; the camera itself only shakes around the rig.
    const rig = new Entity('camera-rig');
    rig.setPosition(0, 4, 13);
    rig.lookAt(0, 1.5, 0);
    app.root.addChild(rig);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.05, 0.06, 0.09) });
    camera.addComponent('script');
    camera.script?.create(CameraShake);
    rig.addChild(camera);

    const explosion = createExplosion(app);
    explosion.setPosition(0, 1.5, 0);
    explosion.addComponent('script');
    const blast = explosion.script?.create(Explosion, { properties: { shake: 0.6 } });
    app.root.addChild(explosion);

    const detonate = () => blast?.explode();
    app.mouse?.on(EVENT_MOUSEDOWN, detonate);
    app.keyboard?.on(EVENT_KEYDOWN, (event) => {
        if (event.key === KEY_SPACE) {
            event.event?.preventDefault();
            detonate();
        }
    });

    app.start();
    // One blast shortly after start, so there is something to see.
    setTimeout(detonate, 800);
    return app;
}
