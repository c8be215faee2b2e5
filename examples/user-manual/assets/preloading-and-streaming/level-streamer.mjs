import { Asset, AssetListLoader, Script } from 'playcanvas';

export class LevelStreamer extends Script {
    static scriptName = 'levelStreamer';

    /**
     * Tag shared by the assets of one level.
     * @attribute
     */
    levelTag = 'level-2';

    /**
     * Loads every asset with the tag and resolves with them.
     * @returns {Promise<Asset[]>}
     */
    loadLevel() {
        const assets = this.app.assets.findByTag(this.levelTag);
        const loader = new AssetListLoader(assets, this.app.assets);
        loader.on('progress', (asset) => this.fire('level:progress', asset.name));
        return new Promise((resolve, reject) => {
            loader.load((err, failed) => {
                if (err) reject(new Error(`${failed.length} assets failed to load`));
                else resolve(assets);
            });
        });
    }
}

// Usage: three JSON assets tagged 'level-2', none of them preloaded
for (const name of ['layout', 'enemies', 'dialogue']) {
    const asset = new Asset(name, 'json', undefined, { name });
    asset.tags.add('level-2');
    app.assets.add(asset);
}

entity.addComponent('script');
const streamer = entity.script?.create(LevelStreamer);
const names = [];
streamer?.on('level:progress', (name) => names.push(name));

const assets = (await streamer?.loadLevel()) ?? [];
console.log(names.join(', ')); // → layout, enemies, dialogue
console.log(`all loaded: ${assets.every((asset) => asset.loaded)}`); // → all loaded: true
