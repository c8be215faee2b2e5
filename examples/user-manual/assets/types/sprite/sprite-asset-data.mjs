import { Asset, Entity, SPRITETYPE_SIMPLE, Texture, TextureAtlas, Vec2, Vec4 } from 'playcanvas';

// Stand-in for a loaded texture atlas asset: a 96 x 32 image with three 32 x 32 frames
const atlas = new TextureAtlas();
atlas.texture = new Texture(app.graphicsDevice, { width: 96, height: 32, mipmaps: false });
atlas.frames = Object.fromEntries([1, 2, 3].map((key, i) => [key, {
    rect: new Vec4(i * 32, 0, 32, 32), pivot: new Vec2(0.5, 0.5), border: new Vec4(0, 0, 0, 0)
}]));
const atlasAsset = new Asset('hero.png', 'textureatlas');
atlasAsset.resource = atlas;
atlasAsset.loaded = true;
app.assets.add(atlasAsset);

// A sprite asset with the data the Editor saves for one
app.assets.add(new Asset('hero-run', 'sprite', undefined, {
    pixelsPerUnit: 100,
    renderMode: 0, // Simple
    frameKeys: ['1', '2', '3'],
    textureAtlasAsset: atlasAsset.id
}));

const run = app.assets.find('hero-run', 'sprite');
if (run) {
    run.ready((asset) => {
        const sprite = asset.resource;
        if (!sprite) return;
        console.log(sprite.frameKeys?.length, sprite.atlas === atlas); // → 3 true

        // 32 pixels at 100 pixels per unit: 0.32 units wide and high
        const half = sprite.meshes[0]?.aabb.halfExtents;
        console.log(half?.x.toFixed(2), half?.y.toFixed(2)); // → 0.16 0.16

        // Show the third frame of the sprite (frames count from 0)
        const hero = new Entity('Hero');
        hero.addComponent('sprite', { type: SPRITETYPE_SIMPLE, spriteAsset: asset, frame: 2 });
        app.root.addChild(hero);
        console.log(hero.sprite?.frame, sprite.frameKeys?.[2]); // → 2 3
    });
    app.assets.load(run);
}
