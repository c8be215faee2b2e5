import {
    Application,
    Color,
    ELEMENTTYPE_IMAGE,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    LAYERID_DEPTH,
    LAYERID_IMMEDIATE,
    LAYERID_SKYBOX,
    LAYERID_UI,
    LAYERID_WORLD,
    Layer,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    StandardMaterial,
    TouchDevice,
    Vec2,
    Vec3,
    Vec4
} from 'playcanvas';
import { LayerToggle } from './layer-toggle.mjs';

/**
 * Builds a corridor seen by a main camera, a held item drawn by a second
 * camera on its own layer, and a small HUD on the UI layer.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.25, 0.25, 0.3);

    // A new layer for things that must always be drawn on top of the world.
    // It goes in before the UI layer, so the HUD is still drawn over it.
    const foreground = new Layer({ name: 'Foreground' });
    const layers = app.scene.layers;
    const uiLayer = layers.getLayerById(LAYERID_UI);
    layers.insert(foreground, uiLayer ? layers.getTransparentIndex(uiLayer) : layers.layerList.length);

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
     * @param {Entity} parent - Entity to add the shape to.
     * @param {'box' | 'cylinder' | 'sphere' | 'plane'} type - Primitive shape.
     * @param {Vec3} position - Local position.
     * @param {Vec3} scale - Local scale.
     * @param {StandardMaterial} material - Material to render with.
     * @returns {Entity} The new shape.
     */
    const addShape = (parent, type, position, scale, material) => {
        const shape = new Entity(type);
        shape.addComponent('render', { type, material });
        shape.setLocalPosition(position);
        shape.setLocalScale(scale);
        parent.addChild(shape);
        return shape;
    };

    // The corridor: a floor and two rows of walls the camera walks between.
    const wallMaterial = createMaterial(0.55, 0.55, 0.6);
    addShape(app.root, 'plane', new Vec3(0, 0, -10), new Vec3(6, 1, 30), createMaterial(0.35, 0.4, 0.45));
    addShape(app.root, 'box', new Vec3(-1.6, 1.5, -10), new Vec3(0.4, 3, 30), wallMaterial);
    addShape(app.root, 'box', new Vec3(1.6, 1.5, -10), new Vec3(0.4, 3, 30), wallMaterial);
    for (let z = -2; z > -24; z -= 4) {
        addShape(app.root, 'cylinder', new Vec3(0, 1, z), new Vec3(0.5, 2, 0.5), createMaterial(0.8, 0.45, 0.25));
    }

    // One light for both layers: a light only lights the layers it is on.
    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        layers: [LAYERID_WORLD, foreground.id]
    });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    // Main camera: draws the world but neither the foreground nor the UI.
    const camera = new Entity('camera');
    camera.addComponent('camera', {
        clearColor: new Color(0.12, 0.14, 0.18),
        layers: [LAYERID_WORLD, LAYERID_DEPTH, LAYERID_SKYBOX, LAYERID_IMMEDIATE],
        priority: 0
    });
    camera.setPosition(0, 1.6, 2);
    app.root.addChild(camera);

    // Second camera: a child of the main one so it always sees the same view.
    // It keeps the colour buffer and clears depth, so its layers land on top.
    const overlayCamera = new Entity('overlay camera');
    overlayCamera.addComponent('camera', {
        clearColorBuffer: false,
        clearDepthBuffer: true,
        layers: [foreground.id, LAYERID_UI],
        priority: 1
    });
    camera.addChild(overlayCamera);

    // The held item sits in front of the camera, long enough to reach walls.
    const item = new Entity('held item');
    item.setLocalPosition(0.35, -0.3, -0.6);
    item.setLocalEulerAngles(-70, 0, 0);
    addShape(item, 'cylinder', new Vec3(0, 0, 0), new Vec3(0.06, 0.9, 0.06), createMaterial(0.45, 0.3, 0.2));
    addShape(item, 'sphere', new Vec3(0, 0.5, 0), new Vec3(0.18, 0.18, 0.18), createMaterial(1, 0.85, 0.3));
    camera.addChild(item);
    item.addComponent('script');
    item.script?.create(LayerToggle);

    // HUD on the UI layer: a crosshair and a bar in the corner.
    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    /**
     * @param {Vec4} anchor - Anchor of the element on the screen.
     * @param {Vec3} position - Offset from the anchor, in screen units.
     * @param {number} width - Width in screen units.
     * @param {number} height - Height in screen units.
     * @param {Color} color - Fill colour.
     */
    const addPanel = (anchor, position, width, height, color) => {
        const panel = new Entity('panel');
        panel.addComponent('element', {
            type: ELEMENTTYPE_IMAGE,
            anchor,
            pivot: new Vec2(0.5, 0.5),
            width,
            height,
            color
        });
        panel.setLocalPosition(position);
        screen.addChild(panel);
    };
    addPanel(new Vec4(0.5, 0.5, 0.5, 0.5), new Vec3(0, 0, 0), 16, 2, new Color(1, 1, 1));
    addPanel(new Vec4(0.5, 0.5, 0.5, 0.5), new Vec3(0, 0, 0), 2, 16, new Color(1, 1, 1));
    addPanel(new Vec4(0, 0, 0, 0), new Vec3(140, 40, 0), 220, 18, new Color(0.9, 0.25, 0.2));

    // Walk up and down the corridor, drifting towards the walls.
    let time = 0;
    app.on('update', (dt) => {
        time += dt;
        camera.setPosition(Math.sin(time * 0.7) * 1.1, 1.6, -8 + Math.cos(time * 0.25) * 9);
        camera.setEulerAngles(0, Math.sin(time * 0.7) * -35, 0);
    });

    app.start();
    return app;
}
