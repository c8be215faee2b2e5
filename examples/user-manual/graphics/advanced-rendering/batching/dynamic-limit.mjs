import { Entity, LAYERID_WORLD, StandardMaterial } from 'playcanvas';

// A dynamic group: members keep moving after they are batched
const group = app.batcher.addGroup('Coins', true, 1000);
const gold = new StandardMaterial();
for (let i = 0; i < 1500; i++) {
    const coin = new Entity(`coin-${i}`);
    coin.addComponent('render', { type: 'cylinder', material: gold, batchGroupId: group.id });
    coin.setLocalPosition(i % 50, 0, Math.floor(i / 50));
    app.root.addChild(coin);
}

// At most 1024 mesh instances per dynamic batch: 1500 coins need 2 batches
const world = app.scene.layers.getLayerById(LAYERID_WORLD);
app.once('postrender', () => {
    console.log(world?.meshInstances.length); // → 2
});
