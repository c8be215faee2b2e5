import { Color, Entity, LAYERID_WORLD, StandardMaterial } from 'playcanvas';

// Figure: a fence of 20 posts in one static batch group, seen from above the row

const camera = new Entity('camera');
camera.addComponent('camera', { clearColor: new Color(0.78, 0.86, 0.94), fov: 40 });
camera.setLocalPosition(9.5, 6, 14);
camera.lookAt(9.5, 0.5, 0);
app.root.addChild(camera);

const sun = new Entity('sun');
sun.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 40 });
sun.setLocalEulerAngles(50, 30, 0);
app.root.addChild(sun);

const grass = new StandardMaterial();
grass.diffuse = new Color(0.35, 0.55, 0.3);
grass.update();
const ground = new Entity('ground');
ground.addComponent('render', { type: 'plane', material: grass });
ground.setLocalPosition(9.5, 0, 0);
ground.setLocalScale(30, 1, 16);
app.root.addChild(ground);

// The fence: 20 posts and 2 rails, one material, one static group
const wood = new StandardMaterial();
wood.diffuse = new Color(0.55, 0.38, 0.22);
wood.update();
const group = app.batcher.addGroup('Fence', false, 10);
for (let i = 0; i < 20; i++) {
    const post = new Entity(`post-${i}`);
    post.addComponent('render', { type: 'box', material: wood, batchGroupId: group.id });
    post.setLocalPosition(i, 0.6, 0);
    post.setLocalScale(0.2, 1.2, 0.2);
    app.root.addChild(post);
}
for (const y of [0.4, 0.9]) {
    const rail = new Entity(`rail-${y}`);
    rail.addComponent('render', { type: 'box', material: wood, batchGroupId: group.id });
    rail.setLocalPosition(4.5, y, 0.12);
    rail.setLocalScale(9.5, 0.1, 0.05);
    app.root.addChild(rail);
}

const world = app.scene.layers.getLayerById(LAYERID_WORLD);
console.log(world?.meshInstances.length); // → 23
app.once('postrender', () => {
    // The ground, plus the fence in batches no wider than 10 units
    console.log(world?.meshInstances.filter((meshInstance) => meshInstance.batching).length); // → 2
});
