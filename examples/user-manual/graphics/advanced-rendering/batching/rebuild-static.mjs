import { Entity, LAYERID_WORLD, StandardMaterial } from 'playcanvas';

const group = app.batcher.addGroup('Shelves', false, 100);
const paint = new StandardMaterial();
const shelves = [];
for (let i = 0; i < 4; i++) {
    const shelf = new Entity(`shelf-${i}`);
    shelf.addComponent('render', { type: 'box', material: paint, batchGroupId: group.id });
    shelf.setLocalPosition(0, i, 0);
    app.root.addChild(shelf);
    shelves.push(shelf);
}

// Moves a member of a static group, then asks for that group to be rebuilt
function moveShelf(shelf, x) {
    shelf.setLocalPosition(x, shelf.getLocalPosition().y, 0);
    app.batcher.markGroupDirty(group.id);
}

const world = app.scene.layers.getLayerById(LAYERID_WORLD);
app.once('postrender', () => {
    const before = world?.meshInstances[0];
    moveShelf(shelves[0], 2);

    // The batch is rebuilt at the start of the next frame's render
    app.once('postrender', () => {
        const after = world?.meshInstances[0];
        console.log(after !== before); // → true
        console.log(after?.aabb.getMax().x.toFixed(1)); // → 2.5
    });
});
