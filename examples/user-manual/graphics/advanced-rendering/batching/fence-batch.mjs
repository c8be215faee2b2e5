import { Entity, LAYERID_WORLD, StandardMaterial } from 'playcanvas';

// A static group: members are merged once, in world space.
// Max AABB 10: no batch may be wider than 10 units on any axis.
const group = app.batcher.addGroup('Fence', false, 10);

const wood = new StandardMaterial();
for (let i = 0; i < 20; i++) {
    const post = new Entity(`post-${i}`);
    post.addComponent('render', { type: 'box', material: wood, batchGroupId: group.id });
    post.setLocalPosition(i, 0.5, 0);
    app.root.addChild(post);
}

// Before the first frame, the World layer holds the 20 original mesh instances
const world = app.scene.layers.getLayerById(LAYERID_WORLD);
console.log(world?.meshInstances.length); // → 20

// The batcher merges the group just before the first frame is rendered:
// 20 posts along 20 units, at most 10 units per batch, give 2 batches
app.once('postrender', () => {
    console.log(world?.meshInstances.length); // → 2
    console.log(world?.meshInstances.every((meshInstance) => meshInstance.batching)); // → true
});
