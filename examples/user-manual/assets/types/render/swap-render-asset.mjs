import { Asset, BoxGeometry, ConeGeometry, CylinderGeometry, Entity, Geometry, Mesh } from 'playcanvas';

// Stand-ins for render assets of an imported model. In the Editor their data points
// to a container asset; here each one gets its meshes directly after loading.
/**
 * @param {string} name - The asset name.
 * @param {Geometry[]} geometries - One geometry per mesh.
 * @returns {Asset} The render asset, added to the registry but not loaded.
 */
function addRenderAsset(name, geometries) {
    const asset = new Asset(name, 'render');
    app.assets.add(asset);
    asset.once('load', (loaded) => {
        if (loaded.resource) {
            loaded.resource.meshes = geometries.map((g) => Mesh.fromGeometry(app.graphicsDevice, g));
        }
    });
    return asset;
}
addRenderAsset('Crate', [new BoxGeometry()]);
addRenderAsset('Barrel', [new CylinderGeometry(), new ConeGeometry()]);

const crate = app.assets.find('Crate', 'render');
const barrel = app.assets.find('Barrel', 'render');
if (crate && barrel) {
    const prop = new Entity('Prop');
    prop.addComponent('render', { type: 'asset', asset: crate.id });
    app.root.addChild(prop);

    // The component loaded the asset itself: one mesh, one mesh instance
    console.log(crate.loaded, prop.render?.meshInstances.length); // → true 1

    // Swap the shape at runtime; a render asset may hold several meshes
    if (prop.render) prop.render.asset = barrel.id;
    console.log(barrel.loaded, prop.render?.meshInstances.length); // → true 2
}

// A render asset whose container asset is not in the registry waits for it, with no error
const orphan = new Asset('Orphan', 'render', undefined, { containerAsset: 999999, renderIndex: 0 });
app.assets.add(orphan);
app.assets.load(orphan);
let frames = 0;
app.on('update', () => {
    // Still loading one second (60 frames) later
    if (++frames === 60) console.log(orphan.loading, orphan.loaded); // → true false
});
