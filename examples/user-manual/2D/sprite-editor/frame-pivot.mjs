import { Entity, SPRITETYPE_SIMPLE, Sprite, Texture, TextureAtlas, Vec2, Vec4 } from 'playcanvas';

// A 128 x 64 px atlas with two frames, as the Sprite Editor stores them
const atlas = new TextureAtlas();
atlas.texture = new Texture(app.graphicsDevice, { width: 128, height: 64, name: 'hero-sheet' });
atlas.frames = {
    1: { rect: new Vec4(0, 0, 32, 48), pivot: new Vec2(0.5, 0), border: new Vec4() },  // Bottom pivot
    2: { rect: new Vec4(32, 0, 32, 48), pivot: new Vec2(0.5, 0.5), border: new Vec4() } // Center pivot
};

/**
 * A sprite of one frame. Setting `atlas` as a property (as the sprite asset loader does)
 * also subscribes the sprite to later edits of its frames.
 * @param {string} key
 */
const spriteOf = (key) => {
    const sprite = new Sprite(app.graphicsDevice, { frameKeys: [key], pixelsPerUnit: 16 });
    sprite.atlas = atlas;
    return sprite;
};

const feet = new Entity('Feet');
const feetSprite = feet.addComponent('sprite', { type: SPRITETYPE_SIMPLE, sprite: spriteOf('1') });
const middle = new Entity('Middle');
const middleSprite = middle.addComponent('sprite', { type: SPRITETYPE_SIMPLE, sprite: spriteOf('2') });
app.root.addChild(feet);
app.root.addChild(middle);

// 48 px / 16 = 3 units tall. The pivot decides where the entity's origin sits in the frame.
console.log(`bottom pivot: ${feetSprite?.aabb?.center}`); // → bottom pivot: [0, 1.5, 0]
console.log(`center pivot: ${middleSprite?.aabb?.center}`); // → center pivot: [0, 0, 0]

// Editing a frame (as dragging its handles does) updates every sprite that uses it
atlas.setFrame('1', { rect: new Vec4(0, 0, 32, 64), pivot: new Vec2(0.5, 0), border: new Vec4() });
console.log(`after resize: ${feetSprite?.aabb?.center}`); // → after resize: [0, 2, 0]
