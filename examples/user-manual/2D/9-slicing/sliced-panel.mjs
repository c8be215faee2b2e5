import {
    Entity, SPRITE_RENDERMODE_SIMPLE, SPRITE_RENDERMODE_SLICED, SPRITETYPE_SIMPLE,
    Sprite, Texture, TextureAtlas, Vec2, Vec4
} from 'playcanvas';

// A 64 x 64 px panel image. In a project this is the texture of a texture atlas asset.
const atlas = new TextureAtlas();
atlas.texture = new Texture(app.graphicsDevice, { width: 64, height: 64, name: 'panel' });
atlas.frames = {
    panel: {
        rect: new Vec4(0, 0, 64, 64), // x, y (from the bottom), width, height in pixels
        pivot: new Vec2(0.5, 0.5),
        border: new Vec4(16, 16, 16, 16) // left, bottom, right, top in pixels
    }
};

// 32 pixels per unit: each 16 px border is drawn 0.5 units wide, whatever the panel size
const sprite = new Sprite(app.graphicsDevice, {
    frameKeys: ['panel'],
    pixelsPerUnit: 32,
    renderMode: SPRITE_RENDERMODE_SLICED
});
sprite.atlas = atlas; // as a property, so that later frame edits reach the sprite

const panel = new Entity('Panel');
const component = panel.addComponent('sprite', { type: SPRITETYPE_SIMPLE, sprite, width: 4, height: 2 });
app.root.addChild(panel);

/** The drawn size in units, read from the sprite's bounding box. */
const drawnSize = () => {
    const half = component?.aabb?.halfExtents;
    return half ? `${(half.x * 2).toFixed(1)} x ${(half.y * 2).toFixed(1)}` : 'not drawn';
};

console.log(drawnSize()); // → 4.0 x 2.0
if (component) component.width = 6;
console.log(drawnSize()); // → 6.0 x 2.0

// In simple mode width and height are ignored: 64 px / 32 = 2 units
sprite.renderMode = SPRITE_RENDERMODE_SIMPLE;
console.log(drawnSize()); // → 2.0 x 2.0
