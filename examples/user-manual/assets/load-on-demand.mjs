import { Asset, AssetListLoader } from 'playcanvas';

// Stand-ins for assets the Editor lists in the registry: two JSON assets with inline data
const forest = new Asset('forest.json', 'json', undefined, { enemies: 4 });
const desert = new Asset('desert.json', 'json', undefined, { enemies: 9 });
forest.tags.add('level');
desert.tags.add('level');
app.assets.add(forest);
app.assets.add(desert);

/**
 * Resolves once the asset has a resource; rejects when loading fails.
 * @template {string} K
 * @param {Asset<K>} asset
 * @returns {Promise<Asset<K>>}
 */
function loadAsset(asset) {
    return new Promise((resolve, reject) => {
        if (asset.resource !== undefined) {
            resolve(asset);
            return;
        }
        asset.once('load', () => resolve(asset));
        asset.once('error', (err) => reject(new Error(`${asset.name}: ${err}`)));
        app.assets.load(asset);
    });
}

// Registered but not loaded: no resource yet
console.log(desert.loaded, desert.resource); // → false undefined

const level = app.assets.find('desert.json', 'json');
if (level) {
    await loadAsset(level);
    console.log(JSON.stringify(level.resource)); // → {"enemies":9}
}

// Load every asset tagged 'level' as one group; the callback runs once all have settled
const group = new AssetListLoader(app.assets.findByTag('level'), app.assets);
const failed = await new Promise((resolve) => {
    group.load((err, failedAssets) => resolve(failedAssets ?? []));
});
console.log(forest.loaded, failed.length); // → true 0

// Unloading frees the resource; the asset stays registered and can load again
desert.unload();
console.log(desert.loaded, desert.resource, app.assets.get(desert.id) === desert); // → false undefined true
