import { Entity, SPRITETYPE_SIMPLE, Sprite, Texture, TextureAtlas, Vec2, Vec4 } from 'playcanvas';

// A 64 x 32 image holding two 32 x 32 frames side by side
const texture = new Texture(app.graphicsDevice, { name: 'coins', width: 64, height: 32, mipmaps: false });

const atlas = new TextureAtlas();
atlas.texture = texture;
atlas.frames = {
    // rect: x, y (from the bottom edge), width, height in pixels
    1: { rect: new Vec4(0, 0, 32, 32), pivot: new Vec2(0.5, 0.5), border: new Vec4(0, 0, 0, 0) },
    2: { rect: new Vec4(32, 0, 32, 32), pivot: new Vec2(0.5, 0.5), border: new Vec4(0, 0, 0, 0) }
};

// A sprite that shows frame 2; 32 pixels make one unit.
// Assign the atlas as a property: only then does the sprite follow frame changes.
const sprite = new Sprite(app.graphicsDevice, { frameKeys: ['2'], pixelsPerUnit: 32 });
sprite.atlas = atlas;
const coin = new Entity('Coin');
coin.addComponent('sprite', { type: SPRITETYPE_SIMPLE, sprite });
app.root.addChild(coin);
console.log(sprite.meshes[0]?.aabb.halfExtents.toString()); // → [0.5, 0.5, 0]

// For comparison: the atlas passed to the constructor is not followed
const fixed = new Sprite(app.graphicsDevice, { atlas, frameKeys: ['2'], pixelsPerUnit: 32 });

// Change frame 2 at runtime: half the height, pivot at the bottom centre
atlas.on('set:frame', (key) => console.log(`frame ${key} changed`)); // → frame 2 changed
atlas.setFrame('2', { rect: new Vec4(32, 0, 32, 16), pivot: new Vec2(0.5, 0), border: new Vec4(0, 0, 0, 0) });

// The first sprite rebuilt its mesh from the new frame; the second did not
console.log(sprite.meshes[0]?.aabb.halfExtents.toString()); // → [0.5, 0.25, 0]
console.log(fixed.meshes[0]?.aabb.halfExtents.toString()); // → [0.5, 0.5, 0]
