import {
    Application,
    Color,
    ELEMENTTYPE_IMAGE,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    Script,
    StandardMaterial,
    Vec2,
    Vec3,
    Vec4
} from 'playcanvas';
import { FollowInScreen } from './follow-in-screen.mjs';

/**
 * Walks its entity in a circle and lets the health bar's fill rise and fall.
 * It moves the character in update(), so FollowInScreen.postUpdate() sees
 * this frame's position.
 */
class Walker extends Script {
    static scriptName = 'walker';

    radius = 2;

    phase = 0;

    /** @type {Entity | null} */
    fill = null;

    time = 0;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.time += dt;
        const angle = this.time * 0.4 + this.phase;
        this.entity.setPosition(Math.cos(angle) * this.radius, 1, Math.sin(angle) * this.radius);
        const health = 0.55 + 0.45 * Math.sin(this.time + this.phase);
        if (this.fill?.element) this.fill.element.width = 80 * health;
    }
}

/**
 * Builds three walking capsules, each with a health bar on a screen-space UI
 * that stays above its head.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
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

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(16, 1, 16);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 30 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 7, 11);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    const colors = [new Color(0.9, 0.45, 0.2), new Color(0.25, 0.6, 0.9), new Color(0.4, 0.8, 0.35)];

    colors.forEach((color, i) => {
        const character = new Entity(`character ${i}`);
        character.addComponent('render', { type: 'capsule', material: createMaterial(color.r, color.g, color.b) });
        app.root.addChild(character);

        // The bar: a dark background anchored at the bottom left of the screen...
        const bar = new Entity(`bar ${i}`);
        bar.addComponent('element', {
            type: ELEMENTTYPE_IMAGE,
            anchor: new Vec4(0, 0, 0, 0),
            pivot: new Vec2(0.5, 0),
            width: 84,
            height: 12,
            color: new Color(0.1, 0.1, 0.1)
        });
        screen.addChild(bar);

        // ...and a fill whose width shows the health, growing from the left.
        const fill = new Entity('fill');
        fill.addComponent('element', {
            type: ELEMENTTYPE_IMAGE,
            anchor: new Vec4(0, 0, 0, 1),
            pivot: new Vec2(0, 0.5),
            margin: new Vec4(2, 2, 0, 2),
            width: 80,
            color: new Color(0.3, 0.9, 0.4)
        });
        bar.addChild(fill);

        bar.addComponent('script');
        bar.script?.create(FollowInScreen, {
            properties: { target: character, camera, offset: new Vec3(0, 1.3, 0) }
        });

        // Walk in circles of different sizes; health rises and falls over time.
        const phase = i * 2.1;
        character.addComponent('script');
        character.script?.create(Walker, { properties: { radius: 2 + phase, phase, fill } });
    });

    app.start();
    return app;
}
