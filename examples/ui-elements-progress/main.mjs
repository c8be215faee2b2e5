import {
    Application,
    CanvasFont,
    Color,
    ELEMENTTYPE_IMAGE,
    ELEMENTTYPE_TEXT,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    Vec2,
    Vec4
} from 'playcanvas';
import { ProgressBar } from './progress-bar.mjs';
import { TextureBuilder } from './texture-builder.mjs';

/**
 * Builds a wall of tiles that get textures one by one, and a progress bar
 * that shows how many are done.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.5, 0.5, 0.55);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 0.6 });
    light.setEulerAngles(40, 20, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.13, 0.16) });
    camera.setPosition(0, 0.6, 7);
    app.root.addChild(camera);

    // A 6 x 3 wall of tiles; the builder textures them one by one.
    const wall = new Entity('wall');
    for (let i = 0; i < 18; i++) {
        const tile = new Entity(`tile-${i}`);
        tile.addComponent('render', { type: 'box' });
        tile.setLocalPosition(((i % 6) - 2.5) * 1.1, 1.8 - Math.floor(i / 6) * 1.1, 0);
        tile.setLocalScale(1, 1, 0.2);
        wall.addChild(tile);
    }
    wall.addComponent('script');
    wall.script?.create(TextureBuilder);
    app.root.addChild(wall);

    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 48 });
    font.createTextures('0123456789% Building textures...Done!');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    // The track: the bar's full size, anchored to the bottom centre.
    const track = new Entity('progress track');
    track.addComponent('element', {
        type: ELEMENTTYPE_IMAGE,
        anchor: new Vec4(0.5, 0, 0.5, 0),
        pivot: new Vec2(0.5, 0),
        width: 640,
        height: 44,
        color: new Color(0.08, 0.09, 0.1)
    });
    track.setLocalPosition(0, 60, 0);
    screen.addChild(track);

    // The fill grows to the right from the track's left edge.
    const fill = new Entity('progress fill');
    fill.addComponent('element', {
        type: ELEMENTTYPE_IMAGE,
        anchor: new Vec4(0, 0.5, 0, 0.5),
        pivot: new Vec2(0, 0.5),
        width: 0,
        height: 32,
        color: new Color(0.3, 0.8, 0.45)
    });
    fill.setLocalPosition(6, 0, 0);
    track.addChild(fill);

    const percent = new Entity('progress percent');
    percent.addComponent('element', {
        type: ELEMENTTYPE_TEXT,
        anchor: new Vec4(0.5, 0.5, 0.5, 0.5),
        pivot: new Vec2(0.5, 0.5),
        font,
        fontSize: 26,
        text: '0%',
        color: new Color(1, 1, 1)
    });
    track.addChild(percent);

    const caption = new Entity('progress caption');
    caption.addComponent('element', {
        type: ELEMENTTYPE_TEXT,
        anchor: new Vec4(0.5, 1, 0.5, 1),
        pivot: new Vec2(0.5, 0),
        font,
        fontSize: 28,
        text: 'Building textures...',
        color: new Color(0.85, 0.88, 0.92)
    });
    caption.setLocalPosition(0, 10, 0);
    track.addChild(caption);

    track.addComponent('script');
    const bar = /** @type {ProgressBar} */ (track.script?.create(ProgressBar, {
        properties: { fill, label: percent }
    }));

    // The builder reports; the bar and the caption listen.
    app.on('build:progress', (/** @type {number} */ value) => {
        if (value === 0) bar.snapTo(0);
        else bar.setProgress(value);
        if (caption.element) caption.element.text = 'Building textures...';
    });
    app.on('build:done', () => {
        if (caption.element) caption.element.text = 'Done!';
    });

    app.start();
    return app;
}
