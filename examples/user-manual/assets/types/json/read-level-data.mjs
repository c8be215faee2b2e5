import { Asset } from 'playcanvas';

// In an Editor project the asset comes from the Assets panel.
// Here one with the same content is added to the registry by hand.
app.assets.add(new Asset('levels.json', 'json', undefined, {
    startLevel: 1,
    levels: [
        { name: 'Harbour', enemies: 4 },
        { name: 'Cliffs', enemies: 7 },
        { name: 'Lighthouse', enemies: 12 }
    ]
}));

/**
 * @typedef {{ name: string, enemies: number }} Level
 * @typedef {{ startLevel: number, levels: Level[] }} LevelData
 */

const asset = app.assets.find('levels.json', 'json');
if (asset) {
    asset.ready((loaded) => {
        // The parsed object; its type is unknown to the engine, so name it
        const data = /** @type {LevelData} */ (loaded.resource);
        const level = data.levels[data.startLevel];
        console.log(`${level.name}: ${level.enemies} enemies`); // → Cliffs: 7 enemies

        // Every reader gets the same object: copy it before changing it
        const copy = structuredClone(data);
        copy.startLevel = 2;
        console.log(data.startLevel, copy.startLevel); // → 1 2
    });
    app.assets.load(asset);
}
