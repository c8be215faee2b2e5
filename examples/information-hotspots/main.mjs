import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice,
    Vec3
} from 'playcanvas';
import { OrbitCamera } from '../orbit-camera/orbit-camera.mjs';
import { HotspotPanel } from './hotspot-panel.mjs';
import { Hotspot } from './hotspot.mjs';

/**
 * Builds the hotspot demo: a small house made of primitives, an orbit camera,
 * and information hotspots on the front, back, side and roof.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    /**
     * @param {'box' | 'cone' | 'cylinder' | 'plane'} type - Primitive shape.
     * @param {Vec3} position - World position.
     * @param {Vec3} scale - Local scale.
     * @param {Color} color - Diffuse colour.
     */
    const addPart = (type, position, scale, color) => {
        const material = new StandardMaterial();
        material.diffuse = color;
        material.update();
        const part = new Entity(type);
        part.addComponent('render', { type, material });
        part.setPosition(position);
        part.setLocalScale(scale);
        app.root.addChild(part);
    };

    addPart('plane', new Vec3(0, 0, 0), new Vec3(14, 1, 14), new Color(0.4, 0.55, 0.35));
    addPart('box', new Vec3(0, 1, 0), new Vec3(3, 2, 2.4), new Color(0.9, 0.85, 0.75));
    addPart('cone', new Vec3(0, 2.75, 0), new Vec3(4, 1.5, 3.4), new Color(0.7, 0.3, 0.25));
    addPart('cylinder', new Vec3(0.9, 3.1, -0.5), new Vec3(0.4, 1.2, 0.4), new Color(0.5, 0.45, 0.45));
    addPart('box', new Vec3(0, 0.6, 1.21), new Vec3(0.7, 1.2, 0.05), new Color(0.45, 0.3, 0.2));
    addPart('box', new Vec3(1.51, 1.2, 0), new Vec3(0.05, 0.7, 0.9), new Color(0.55, 0.75, 0.95));

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.55, 0.7, 0.85) });
    app.root.addChild(camera);
    camera.addComponent('script');
    camera.script?.create(OrbitCamera, {
        properties: { target: new Vec3(0, 1.5, 0), distance: 9, minDistance: 4, maxDistance: 20 }
    });
    camera.script?.create(HotspotPanel);

    /**
     * @param {string} title - Panel heading.
     * @param {string} text - Panel text.
     * @param {Vec3} position - World position of the point of interest.
     * @param {Vec3} facing - Direction the marked surface faces.
     */
    const addHotspot = (title, text, position, facing) => {
        const hotspot = new Entity(`hotspot-${title}`);
        hotspot.setPosition(position);
        hotspot.addComponent('script');
        hotspot.script?.create(Hotspot, {
            properties: { title, text, facing: facing.clone().normalize(), cameraEntity: camera }
        });
        app.root.addChild(hotspot);
    };

    addHotspot('Front door', 'Solid oak, painted dark brown.', new Vec3(0, 0.9, 1.3), new Vec3(0, 0, 1));
    addHotspot('Window', 'Double glazed, facing east.', new Vec3(1.6, 1.2, 0), new Vec3(1, 0, 0));
    addHotspot('Roof', 'Clay tiles over a timber frame.', new Vec3(-0.8, 3, 0.6), new Vec3(-0.3, 1, 0.5));
    addHotspot('Chimney', 'Connected to the wood stove.', new Vec3(0.9, 3.8, -0.5), new Vec3(0, 1, 0));
    addHotspot('Back wall', 'No openings on this side.', new Vec3(0, 1, -1.3), new Vec3(0, 0, -1));

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 30,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(45, 30, 0);
    app.root.addChild(light);

    app.start();
    return app;
}
