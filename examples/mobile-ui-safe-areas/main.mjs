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
import { SafeArea } from './safe-area.mjs';

/** @import { Insets } from './safe-area.mjs' */

/** A phone held sideways with a notch on the left: CSS pixels. */
const PHONE_INSETS = { left: 47, bottom: 21, right: 47, top: 0 };

/**
 * Creates an element entity.
 *
 * @param {string} name - Entity name.
 * @param {object} options - Element options passed to addComponent.
 * @returns {Entity} The entity.
 */
function element(name, options) {
    const entity = new Entity(name);
    entity.addComponent('element', options);
    return entity;
}

/**
 * A game HUD whose score, pause button and action button stay inside the
 * safe area. A button simulates a notched phone on a desktop.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.12, 0.16) });
    app.root.addChild(camera);

    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 48 });
    font.createTextures('SCORE 0123456789 II JUMP');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true, referenceResolution: new Vec2(1280, 720), scaleMode: SCALEMODE_BLEND, scaleBlend: 0.5
    });
    app.root.addChild(screen);

    // The background fills the whole screen, insets included.
    screen.addChild(element('background', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0, 0, 1, 1), margin: new Vec4(0, 0, 0, 0),
        color: new Color(0.2, 0.45, 0.6)
    }));

    // The safe area: stretched over the screen, its margins set by the script.
    // A faint tint shows where it is.
    const safe = element('safe area', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0, 0, 1, 1), margin: new Vec4(0, 0, 0, 0),
        color: new Color(1, 1, 1), opacity: 0.12
    });
    screen.addChild(safe);
    safe.addComponent('script');
    const safeArea = /** @type {SafeArea} */ (safe.script?.create(SafeArea, { properties: { padding: 16 } }));

    // Everything the player must see is a child of the safe area.
    const score = element('score', {
        type: ELEMENTTYPE_TEXT, font, fontSize: 44, text: 'SCORE 120', color: new Color(1, 1, 1),
        anchor: new Vec4(0, 1, 0, 1), pivot: new Vec2(0, 1)
    });
    safe.addChild(score);

    const pause = element('pause', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(1, 1, 1, 1), pivot: new Vec2(1, 1),
        width: 80, height: 80, color: new Color(0.95, 0.4, 0.3)
    });
    pause.addChild(element('pause label', {
        type: ELEMENTTYPE_TEXT, font, fontSize: 40, text: 'II', color: new Color(1, 1, 1),
        anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5)
    }));
    safe.addChild(pause);

    const jump = element('jump', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(1, 0, 1, 0), pivot: new Vec2(1, 0),
        width: 220, height: 90, color: new Color(0.3, 0.75, 0.4)
    });
    jump.addChild(element('jump label', {
        type: ELEMENTTYPE_TEXT, font, fontSize: 40, text: 'JUMP', color: new Color(1, 1, 1),
        anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5)
    }));
    safe.addChild(jump);

    // Desktop stand-in for a phone: black shapes where the notch and home bar would be.
    const container = canvas.parentElement ?? document.body;
    if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
    const notch = document.createElement('div');
    notch.style.cssText = `position:absolute;left:0;top:30%;width:${PHONE_INSETS.left - 10}px;height:40%;` +
        'background:#000;border-radius:0 24px 24px 0;display:none;pointer-events:none';
    const homeBar = document.createElement('div');
    homeBar.style.cssText = 'position:absolute;left:35%;bottom:8px;width:30%;height:5px;' +
        'background:#000;border-radius:3px;display:none;pointer-events:none';

    // An HTML button placed with CSS env(): on a real phone it clears the insets by itself.
    const toggle = document.createElement('button');
    toggle.textContent = 'Simulate notch';
    toggle.style.cssText = 'position:absolute;left:50%;transform:translateX(-50%);font:16px system-ui,sans-serif;' +
        'top:calc(12px + env(safe-area-inset-top))';
    container.append(notch, homeBar, toggle);

    /** @type {Insets|null} */
    let simulated = null;
    toggle.addEventListener('click', () => {
        simulated = simulated ? null : PHONE_INSETS;
        safeArea.simulate(simulated);
        notch.style.display = homeBar.style.display = simulated ? 'block' : 'none';
        toggle.textContent = simulated ? 'Use device insets' : 'Simulate notch';
    });

    app.start();
    return app;
}
