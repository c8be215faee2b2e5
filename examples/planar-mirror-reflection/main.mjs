import { Application, Color, Entity, FILLMODE_NONE, LAYERID_WORLD, Layer, RESOLUTION_AUTO, StandardMaterial } from 'playcanvas';
import { PlanarMirror } from './planar-mirror.mjs';

/**
 * A round stage with a mirror floor, and a few shapes above it that spin
 * and bob, watched by a camera that circles slowly.
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
     * @returns {Entity} The entity, added to the root.
     */
    const addShape = (name, type, material) => {
        const entity = new Entity(name);
        entity.addComponent('render', { type, material });
        app.root.addChild(entity);
        return entity;
    };

    // The mirror's layer: the scene camera draws it, the reflection camera does not
    const mirrorLayer = new Layer({ name: 'Mirror' });
    app.scene.layers.push(mirrorLayer);

    const ground = addShape('ground', 'plane', createMaterial(0.45, 0.45, 0.42));
    ground.setLocalScale(14, 1, 14);

    // A low stage under the mirror. It lies below the mirror's plane, so it
    // goes into the mirror's layer: seen from below, it would hide the reflection
    const stage = addShape('stage', 'box', createMaterial(0.3, 0.28, 0.26));
    stage.setLocalPosition(0, 0.05, 0);
    stage.setLocalScale(5, 0.1, 5);
    if (stage.render) stage.render.layers = [mirrorLayer.id];

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.68, 0.82) });
    if (camera.camera) camera.camera.layers = [...camera.camera.layers, mirrorLayer.id];
    app.root.addChild(camera);

    // The mirror: a plane on top of the stage, facing up, with a margin of stage around it
    const mirror = new Entity('mirror');
    mirror.setLocalPosition(0, 0.11, 0);
    mirror.setLocalScale(4.6, 1, 4.6);
    mirror.addComponent('script');
    mirror.script?.create(PlanarMirror, { properties: { camera } });
    app.root.addChild(mirror);

    const torus = addShape('torus', 'torus', createMaterial(0.95, 0.55, 0.2));
    torus.setLocalPosition(0, 1.3, 0);
    const ball = addShape('ball', 'sphere', createMaterial(0.3, 0.6, 0.95));
    ball.setLocalScale(0.6, 0.6, 0.6);
    const cone = addShape('cone', 'cone', createMaterial(0.5, 0.8, 0.4));
    cone.setLocalPosition(-1.4, 0.61, 0.9);
    const box = addShape('box', 'box', createMaterial(0.9, 0.3, 0.35));
    box.setLocalPosition(1.3, 0.51, -1);
    box.setLocalScale(0.8, 0.8, 0.8);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', layers: [LAYERID_WORLD, mirrorLayer.id] });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);
    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    let time = 0;
    app.on('update', (dt) => {
        time += dt;
        torus.setLocalEulerAngles(90, time * 40, 0);
        ball.setLocalPosition(Math.cos(time) * 1.6, 0.6 + Math.abs(Math.sin(time * 2.5)) * 0.9, Math.sin(time) * 1.6);
        const angle = time * 0.2;
        camera.setPosition(Math.sin(angle) * 6.5, 2.6, Math.cos(angle) * 6.5);
        camera.lookAt(0, 0.6, 0);
    });

    app.start();
    return app;
}
