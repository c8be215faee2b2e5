import {
    Application,
    CanvasFont,
    Color,
    ELEMENTTYPE_IMAGE,
    ELEMENTTYPE_TEXT,
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    FILLMODE_NONE,
    KEY_SPACE,
    Keyboard,
    Mouse,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    TouchDevice,
    Vec2,
    Vec4
} from 'playcanvas';
import { Leaderboard } from './leaderboard.mjs';

/** @import { Entry } from './leaderboard.mjs' */

/**
 * Builds a leaderboard of made-up rivals. Each click, tap or Space adds
 * points to the player, who climbs the board.
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

    // A UI-only app still needs a camera to draw the screen.
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.09, 0.1, 0.13) });
    app.root.addChild(camera);

    /** @type {Entry[]} */
    const entries = [
        { name: 'Aoi', score: 9200 },
        { name: 'Kenji', score: 7850 },
        { name: 'Mia', score: 6400 },
        { name: 'Haruto', score: 5100 },
        { name: 'Lena', score: 3900 },
        { name: 'Sora', score: 2750 },
        { name: 'Tom', score: 1600 },
        { name: 'You', score: 1000, isPlayer: true }
    ];
    const characters = entries.map(entry => entry.name).join('') +
        '0123456789, LEADERBOARD Click, tap or press Space to score';

    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 48 });
    font.createTextures(characters);

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    const panel = new Entity('leaderboard');
    panel.addComponent('element', {
        type: ELEMENTTYPE_IMAGE,
        anchor: new Vec4(0.5, 0.5, 0.5, 0.5),
        pivot: new Vec2(0.5, 0.5),
        width: 520,
        height: 500,
        color: new Color(0.05, 0.06, 0.08)
    });
    panel.setLocalPosition(0, 20, 0);
    panel.addComponent('script');
    const board = /** @type {Leaderboard} */ (panel.script?.create(Leaderboard, { properties: { font } }));
    screen.addChild(panel);

    const hint = new Entity('hint');
    hint.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, 0, 0.5, 0), pivot: new Vec2(0.5, 0),
        font, fontSize: 26, text: 'Click, tap or press Space to score', color: new Color(0.8, 0.85, 0.9)
    });
    hint.setLocalPosition(0, 24, 0);
    screen.addChild(hint);

    board.setEntries(entries);

    const player = /** @type {Entry} */ (entries.find(entry => entry.isPlayer));
    const score = () => {
        player.score += 850;
        board.setEntries(entries);
    };
    app.mouse?.on(EVENT_MOUSEDOWN, score);
    app.touch?.on(EVENT_TOUCHSTART, (/** @type {import('playcanvas').TouchEvent} */ event) => {
        score();
        event.event.preventDefault();
    });
    app.keyboard?.on(EVENT_KEYDOWN, (/** @type {import('playcanvas').KeyboardEvent} */ event) => {
        if (event.key === KEY_SPACE && !event.event?.repeat) score();
    });

    app.start();
    return app;
}
