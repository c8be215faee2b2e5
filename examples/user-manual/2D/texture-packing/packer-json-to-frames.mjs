import { Texture, TextureAtlas, Vec2, Vec4 } from 'playcanvas';

// Part of a JSON file from a texture packer (JSON Hash layout): y runs down from the top
const packed = {
    frames: {
        'button.png': {
            frame: { x: 0, y: 0, w: 64, h: 32 },
            pivot: { x: 0.5, y: 0.5 },
            borders: { x: 10, y: 6, w: 40, h: 18 } // the stretchable middle
        },
        'coin.png': { frame: { x: 64, y: 0, w: 32, h: 32 } }
    },
    meta: { size: { w: 128, h: 128 } }
};

/**
 * Converts packer frames to texture atlas frames: y from the bottom, borders as
 * left, bottom, right and top widths, pivot 0.5, 0.5 where the file has none.
 * @param {typeof packed} data
 */
function toAtlasFrames(data) {
    const sheetHeight = data.meta.size.h;
    /** @type {Record<string, { rect: Vec4, pivot: Vec2, border: Vec4 }>} */
    const frames = {};
    for (const [name, item] of Object.entries(data.frames)) {
        const { x, y, w, h } = item.frame;
        const b = 'borders' in item ? item.borders : null;
        const pivot = 'pivot' in item ? item.pivot : { x: 0.5, y: 0.5 };
        frames[name] = {
            rect: new Vec4(x, sheetHeight - y - h, w, h),
            pivot: new Vec2(pivot.x, pivot.y),
            border: b ? new Vec4(b.x, h - b.y - b.h, w - b.x - b.w, b.y) : new Vec4()
        };
    }
    return frames;
}

const atlas = new TextureAtlas();
atlas.texture = new Texture(app.graphicsDevice, { width: 128, height: 128, name: 'ui-sheet' });
atlas.frames = toAtlasFrames(packed);

const button = toAtlasFrames(packed)['button.png'];
console.log(`rect ${button.rect}`); // → rect [0, 96, 64, 32]
console.log(`border ${button.border}`); // → border [10, 8, 14, 6]
