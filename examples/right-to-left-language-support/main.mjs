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
import { rtlReorder, shapeArabic } from './bidi.mjs';

/** The same three strings in English, Hebrew and Arabic. */
const MESSAGES = {
    'en-US': { title: 'Hello, world', score: 'Score: 120', start: 'Start' },
    'he-IL': { title: 'שלום עולם', score: 'ניקוד: 120', start: 'התחל' },
    'ar-SA': { title: 'مرحبا بالعالم', score: 'النقاط: 120', start: 'ابدأ' }
};
const LOCALES = /** @type {(keyof typeof MESSAGES)[]} */ (Object.keys(MESSAGES));

/**
 * Three text elements that show English, Hebrew or Arabic through the app's
 * localization, with right-to-left reordering and Arabic letter joining.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.15, 0.17, 0.22) });
    app.root.addChild(camera);

    // The engine has no reorder or shaping function of its own: register ours.
    app.systems.element?.registerRtlReorder(rtlReorder);
    app.systems.element?.registerUnicodeConverter(shapeArabic);

    // Localized strings, in the format of a localization asset.
    app.i18n.addData({
        header: { version: 1 },
        data: LOCALES.map((locale) => ({ info: { locale }, messages: MESSAGES[locale] }))
    });
    app.i18n.locale = 'ar-SA';

    // The font must hold the characters as drawn: the shaped Arabic forms.
    const allText = LOCALES.flatMap((l) => Object.values(MESSAGES[l])).map(shapeArabic).join('');
    const font = new CanvasFont(app, { fontName: 'sans-serif', fontSize: 64, padding: 8 });
    font.createTextures(allText);

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true, referenceResolution: new Vec2(1280, 720), scaleMode: SCALEMODE_BLEND, scaleBlend: 0.5
    });
    app.root.addChild(screen);

    /**
     * @param {string} key - Localization key.
     * @param {number} y - Vertical anchor, 0 to 1.
     * @param {number} size - Font size.
     * @returns {Entity} The text entity.
     */
    const text = (key, y, size) => {
        const entity = new Entity(key);
        entity.addComponent('element', {
            type: ELEMENTTYPE_TEXT, font, fontSize: size, key,
            anchor: new Vec4(0.5, y, 0.5, y), pivot: new Vec2(0.5, 0.5), color: new Color(1, 1, 1),
            rtlReorder: true, unicodeConverter: true
        });
        return entity;
    };

    screen.addChild(text('title', 0.7, 72));
    screen.addChild(text('score', 0.5, 48));
    const button = new Entity('start button');
    button.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0.28, 0.5, 0.28), pivot: new Vec2(0.5, 0.5),
        width: 260, height: 90, color: new Color(0.25, 0.55, 0.9)
    });
    button.addChild(text('start', 0.5, 48));
    screen.addChild(button);

    // Switching the locale updates every text element that has a key.
    const next = document.createElement('button');
    next.textContent = 'Next language';
    next.style.font = '16px system-ui,sans-serif';
    const container = canvas.parentElement ?? document.body;
    if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
    // Shows the locale in use, read back from app.i18n.
    const current = document.createElement('span');
    current.style.cssText = 'font:14px system-ui,sans-serif;color:#fff';
    current.textContent = `Locale: ${app.i18n.locale}`;
    const bar = document.createElement('div');
    bar.style.cssText = 'position:absolute;top:12px;left:12px;display:flex;gap:12px;align-items:center';
    bar.append(next, current);
    container.appendChild(bar);
    next.addEventListener('click', () => {
        const index = LOCALES.indexOf(/** @type {keyof typeof MESSAGES} */ (app.i18n.locale));
        app.i18n.locale = LOCALES[(index + 1) % LOCALES.length];
        current.textContent = `Locale: ${app.i18n.locale}`;
    });

    app.start();
    return app;
}
