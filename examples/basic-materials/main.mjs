import {
    ADDRESS_REPEAT,
    BLEND_NORMAL,
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    Texture,
    Vec2
} from 'playcanvas';
import { GlowPulse } from './glow-pulse.mjs';

/**
 * Draws a checkerboard on a canvas element, to use as a texture.
 *
 * @returns {HTMLCanvasElement} A 256x256 canvas.
 */
function drawChecker() {
    const canvas = document.createElement('canvas');
    canvas.width = 256;
    canvas.height = 256;
    const ctx = canvas.getContext('2d');
    if (ctx) {
        for (let y = 0; y < 8; y++) {
            for (let x = 0; x < 8; x++) {
                ctx.fillStyle = (x + y) % 2 === 0 ? '#f2efe6' : '#2e6fb4';
                ctx.fillRect(x * 32, y * 32, 32, 32);
            }
        }
    }
    return canvas;
}

/**
 * Builds two rows of spheres, each showing one material property.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    /**
     * @param {string} name - Entity name.
     * @param {StandardMaterial} material - Material to show.
     * @param {number} x - Column position.
     * @param {number} y - Row height.
     * @returns {Entity} The sphere.
     */
    const addSphere = (name, material, x, y) => {
        const sphere = new Entity(name);
        sphere.addComponent('render', { type: 'sphere', material });
        sphere.setPosition(x, y, 0);
        sphere.setLocalScale(1.6, 1.6, 1.6);
        app.root.addChild(sphere);
        return sphere;
    };

    // Top row: from rough plastic to polished metal.
    for (let i = 0; i < 5; i++) {
        const material = new StandardMaterial();
        material.diffuse = new Color(0.9, 0.55, 0.2);
        material.useMetalness = true;
        material.metalness = i / 4;
        material.gloss = 0.2 + (i / 4) * 0.7;
        material.update();
        addSphere(`metal ${i}`, material, (i - 2) * 2.2, 3.2);
    }

    // Bottom row, 1: a plain colour.
    const plain = new StandardMaterial();
    plain.diffuse = new Color(0.3, 0.7, 0.4);
    plain.update();
    addSphere('plain', plain, -4.4, 1);

    // 2: a texture drawn in code, repeated twice in each direction.
    const texture = new Texture(app.graphicsDevice, {
        name: 'checker',
        addressU: ADDRESS_REPEAT,
        addressV: ADDRESS_REPEAT
    });
    texture.setSource(drawChecker());
    const textured = new StandardMaterial();
    textured.diffuseMap = texture;
    textured.diffuseMapTiling = new Vec2(2, 2);
    textured.update();
    addSphere('textured', textured, -2.2, 1);

    // 3: emissive, animated by the GlowPulse script.
    const glowing = new StandardMaterial();
    glowing.diffuse = new Color(0.2, 0.2, 0.2);
    glowing.update();
    const glowSphere = addSphere('glowing', glowing, 0, 1);
    glowSphere.addComponent('script');
    glowSphere.script?.create(GlowPulse, { properties: { frequency: 0.5 } });

    // 4: half transparent; blending must be switched on for opacity to show.
    const glass = new StandardMaterial();
    glass.diffuse = new Color(0.4, 0.7, 1);
    glass.opacity = 0.4;
    glass.blendType = BLEND_NORMAL;
    glass.depthWrite = false;
    glass.update();
    addSphere('transparent', glass, 2.2, 1);

    // 5: no lighting at all: emissive only, with a black diffuse.
    const unlit = new StandardMaterial();
    unlit.diffuse = new Color(0, 0, 0);
    unlit.emissive = new Color(1, 0.85, 0.3);
    unlit.useLighting = false;
    unlit.update();
    addSphere('unlit', unlit, 4.4, 1);

    // A bar behind the transparent sphere shows that you can see through it.
    const bar = new Entity('bar');
    bar.addComponent('render', { type: 'box', material: plain });
    bar.setPosition(2.2, 1, -1.5);
    bar.setLocalScale(0.4, 3, 0.4);
    app.root.addChild(bar);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.2 });
    light.setEulerAngles(40, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 2.2, 11);
    camera.lookAt(0, 2, 0);
    app.root.addChild(camera);

    app.start();
    return app;
}
