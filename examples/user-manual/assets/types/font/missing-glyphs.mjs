import { Asset, ELEMENTTYPE_TEXT, Entity, Font, PIXELFORMAT_RGBA8, Texture } from 'playcanvas';

// A tiny font built in code, with the same data layout as a generated font asset:
// one atlas page and three glyphs (space, A, B). Glyph metrics are in pixels at size 32.
const glyph = (char, x, xadvance) => ({
    id: char.codePointAt(0), letter: char, map: 0,
    x, y: 0, width: 16, height: 32, xoffset: 0, yoffset: 28, xadvance, range: 2
});
const data = {
    version: 3,
    intensity: 0,
    info: { face: 'Demo', size: 32, maps: [{ width: 64, height: 64 }] },
    chars: { ' ': glyph(' ', 0, 8), A: glyph('A', 16, 20), B: glyph('B', 32, 24) }
};
const atlas = new Texture(app.graphicsDevice, { width: 64, height: 64, format: PIXELFORMAT_RGBA8, mipmaps: false });

const fontAsset = new Asset('Demo.ttf', 'font', undefined, data);
fontAsset.resource = new Font([atlas], data);
fontAsset.loaded = true;
app.assets.add(fontAsset);

const screen = new Entity('Screen');
screen.addComponent('screen', { screenSpace: true });
app.root.addChild(screen);

const label = new Entity('Label');
label.addComponent('element', {
    type: ELEMENTTYPE_TEXT, fontAsset: fontAsset.id, fontSize: 32, autoWidth: true, text: 'AB'
});
screen.addChild(label);
const element = label.element;
if (!element) throw new Error('no element component');

// At font size 32 the width is the sum of the glyph advances: 20 + 24
console.log(element.width); // → 44

// 'あ' is not in the font: it is drawn with the space glyph (advance 8), not as 'あ'
element.text = 'Aあ';
console.log(element.width); // → 28
