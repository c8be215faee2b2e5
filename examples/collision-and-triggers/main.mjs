import {
    Application,
    BLEND_NORMAL,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    Vec3
} from 'playcanvas';
import { waitForAmmo } from '../shared/physics.mjs';
import { HighlightZone } from './highlight-zone.mjs';
import { ImpactFlash } from './impact-flash.mjs';
import { ResetZone } from './reset-zone.mjs';

/**
 * Builds the collision and trigger demo: shapes drop onto a tilted ramp, glow
 * when they hit it, pass through a trigger that lights up, fall off the end
 * into a second trigger and are put back at the top.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    // Ammo is loaded by the page; the Editor does this when physics is enabled.
    await waitForAmmo();

    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The physics world is created when the app starts, so add bodies afterwards.
    app.start();

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

    // The ramp is tilted 15 degrees so that its +X end is lower.
    const tilt = new Vec3(0, 0, -15);
    const rampMaterial = createMaterial(0.45, 0.5, 0.55);

    /**
     * Adds a static box that is part of the ramp.
     *
     * @param {string} name - Entity name.
     * @param {Vec3} position - World position.
     * @param {Vec3} size - Full size along each axis.
     */
    const addRampPart = (name, position, size) => {
        const part = new Entity(name);
        part.addComponent('render', { type: 'box', material: rampMaterial });
        part.setPosition(position);
        part.setEulerAngles(tilt);
        part.setLocalScale(size);
        part.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
        part.addComponent('rigidbody', { type: 'static', friction: 0.4, restitution: 0.3 });
        app.root.addChild(part);
    };
    addRampPart('ramp', new Vec3(0, 2, 0), new Vec3(10, 0.3, 4));
    addRampPart('rail-back', new Vec3(0, 2.3, -2.1), new Vec3(10, 0.6, 0.2));
    addRampPart('rail-front', new Vec3(0, 2.3, 2.1), new Vec3(10, 0.6, 0.2));

    // Trigger 1: a see-through band across the ramp that lights up while occupied.
    // A collision component without a rigid body makes an entity a trigger volume.
    const zoneMaterial = createMaterial(0.2, 0.5, 1);
    zoneMaterial.opacity = 0.35;
    zoneMaterial.blendType = BLEND_NORMAL;
    zoneMaterial.depthWrite = false;
    zoneMaterial.update();
    const zoneSize = new Vec3(1.5, 1.4, 4);
    const highlightZone = new Entity('highlight-zone');
    highlightZone.addComponent('render', { type: 'box', material: zoneMaterial, castShadows: false });
    highlightZone.setPosition(0.8, 2.6, 0);
    highlightZone.setEulerAngles(tilt);
    highlightZone.setLocalScale(zoneSize);
    highlightZone.addComponent('collision', { type: 'box', halfExtents: zoneSize.clone().mulScalar(0.5) });
    highlightZone.addComponent('script');
    highlightZone.script?.create(HighlightZone);
    app.root.addChild(highlightZone);

    // Trigger 2: an invisible slab under everything that sends shapes back to the top.
    const resetZone = new Entity('reset-zone');
    resetZone.setPosition(0, -4, 0);
    resetZone.addComponent('collision', { type: 'box', halfExtents: new Vec3(20, 1, 20) });
    resetZone.addComponent('script');
    resetZone.script?.create(ResetZone, {
        properties: { spawnPoint: new Vec3(-3.5, 6, 0), spread: 2 }
    });
    app.root.addChild(resetZone);

    // Falling shapes, each with its own impact flash.
    const colors = [[0.9, 0.35, 0.3], [0.95, 0.7, 0.25], [0.4, 0.8, 0.35], [0.3, 0.6, 0.95], [0.7, 0.45, 0.9], [0.9, 0.9, 0.9]];
    colors.forEach(([r, g, b], i) => {
        const isSphere = i % 2 === 0;
        const shape = new Entity(`shape-${i}`);
        shape.tags.add('falling');
        shape.addComponent('render', { type: isSphere ? 'sphere' : 'box', material: createMaterial(r, g, b) });
        shape.setLocalScale(0.7, 0.7, 0.7);
        // Stagger the start heights so the shapes arrive one after another.
        shape.setPosition(-3.5 + (i % 3) * 0.6, 5 + i * 1.5, (i % 2) - 0.5);
        if (isSphere) {
            shape.addComponent('collision', { type: 'sphere', radius: 0.35 });
        } else {
            shape.addComponent('collision', { type: 'box', halfExtents: new Vec3(0.35, 0.35, 0.35) });
        }
        shape.addComponent('rigidbody', { type: 'dynamic', mass: 1, friction: 0.4, restitution: 0.4 });
        shape.addComponent('script');
        shape.script?.create(ImpactFlash);
        app.root.addChild(shape);
    });

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 30,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(45, 35, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(2, 7, 11);
    camera.lookAt(0, 1.5, 0);
    app.root.addChild(camera);

    return app;
}
