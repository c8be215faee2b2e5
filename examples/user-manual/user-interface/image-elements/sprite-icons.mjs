import {
    ELEMENTTYPE_IMAGE, Entity, PIXELFORMAT_RGBA8, SPRITE_RENDERMODE_SIMPLE,
    Sprite, Texture, TextureAtlas, Vec2, Vec4
} from 'playcanvas';

const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);

// A 256 x 64 sheet holding four 64 x 64 icons (pixels would come from an image)
const sheet = new Texture(app.graphicsDevice, {
    name: 'icons',
    width: 256,
    height: 64,
    format: PIXELFORMAT_RGBA8
});

// One atlas frame per icon; rect is x, y, width, height in pixels
const atlas = new TextureAtlas();
atlas.texture = sheet;
atlas.frames = Object.fromEntries([0, 1, 2, 3].map((i) => [String(i), {
    rect: new Vec4(i * 64, 0, 64, 64),
    pivot: new Vec2(0.5, 0.5),
    border: new Vec4(0, 0, 0, 0)
}]));

const icons = new Sprite(app.graphicsDevice, {
    atlas,
    frameKeys: ['0', '1', '2', '3'],
    pixelsPerUnit: 1,
    renderMode: SPRITE_RENDERMODE_SIMPLE
});

// An image element showing one frame of the sprite
const icon = new Entity('Weapon Icon');
icon.addComponent('element', {
    type: ELEMENTTYPE_IMAGE,
    sprite: icons,
    spriteFrame: 2,
    width: 64,
    height: 64
});
hud.addChild(icon);
console.log(icon.element?.spriteFrame); // → 2

// Frames past the end are clamped to the last frame, so wrap the index yourself
if (icon.element) icon.element.spriteFrame = 9;
console.log(icon.element?.spriteFrame); // → 3
if (icon.element) icon.element.spriteFrame = 9 % icons.frameKeys.length;
console.log(icon.element?.spriteFrame); // → 1
