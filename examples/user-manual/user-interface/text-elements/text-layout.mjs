import { ELEMENTTYPE_TEXT, Entity, FONT_MSDF, Font, PIXELFORMAT_RGBA8, Texture } from 'playcanvas';

// A tiny monospaced test font built in code, so that this runs without a font file:
// every glyph advances 16 units at the default font size of 32.
const makeTestFont = (/** @type {string} */ characters) => {
    const chars = Object.fromEntries([...characters].map((ch) => [ch, {
        id: ch.codePointAt(0), letter: ch, map: 0, x: 0, y: 0,
        width: 32, height: 32, xadvance: 16, xoffset: 0, yoffset: 0, scale: 1, range: 2
    }]));
    const page = new Texture(app.graphicsDevice, { width: 4, height: 4, format: PIXELFORMAT_RGBA8 });
    return new Font([page], { version: 3, type: FONT_MSDF, info: { maps: [{ width: 4, height: 4 }] }, chars });
};
const font = makeTestFont(' abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789あいうえおかきくけこっー、。「」！');

const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);

/** @param {object} options - Text element options. */
const addText = (options) => {
    const entity = new Entity();
    entity.addComponent('element', { type: ELEMENTTYPE_TEXT, font, ...options });
    hud.addChild(entity);
    return entity.element;
};

// Auto Width (on by default): the element is exactly as wide as its text
const title = addText({ text: 'Game Over' });
console.log(title?.calculatedWidth); // → 144

// Wrapping needs Auto Width off and a width; lines break at spaces
const note = addText({ text: 'press any key to continue', autoWidth: false, width: 240, wrapLines: true });
console.log(JSON.stringify(note?.lines)); // → ["press any key ","to continue"]

// Auto Fit Width shrinks the font until the text fits (Auto Width must be off)
const label = addText({ text: 'Continue', autoWidth: false, width: 96, autoFitWidth: true, maxFontSize: 32 });
console.log(label?.fontSize); // → 24

// Japanese wraps between any two characters, but never before っ, ー or a closing bracket
const kana = addText({ text: 'あいうっえお', autoWidth: false, width: 48, wrapLines: true });
console.log(JSON.stringify(kana?.lines)); // → ["あい","うっえ","お"]

// 、 and 。 are not held back, so they can start a line
const comma = addText({ text: 'あいう、えお', autoWidth: false, width: 48, wrapLines: true });
console.log(JSON.stringify(comma?.lines)); // → ["あいう","、えお"]

// Full-width ！, ？ and （） fall outside the engine's CJK range, so they stay with the character before them
const bang = addText({ text: 'あいう！えお', autoWidth: false, width: 48, wrapLines: true });
console.log(JSON.stringify(bang?.lines)); // → ["あい","う！え","お"]

// Nothing keeps an opening bracket from ending a line
const open = addText({ text: 'あい「うえお」', autoWidth: false, width: 48, wrapLines: true });
console.log(JSON.stringify(open?.lines)); // → ["あい「","うえ","お」"]

// With markup enabled, tags are stripped before layout: only "Red alert" is measured
const alert = addText({ text: '[color="#ff4040"]Red[/color] alert', enableMarkup: true });
console.log(alert?.calculatedWidth); // → 144
