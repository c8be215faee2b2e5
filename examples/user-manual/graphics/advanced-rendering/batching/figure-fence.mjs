import { Color, Entity, LAYERID_WORLD, StandardMaterial } from 'playcanvas';

// Figure: a fence of 20 posts in one static batch group, seen from above one end of the row

const camera = new Entity('camera');
camera.addComponent('camera', { clearColor: new Color(0.78, 0.86, 0.94), fov: 40 });
camera.setLocalPosition(-2.5, 3.5, 8);
camera.lookAt(8, 0.5, 0);
app.root.addChild(camera);

app.scene.ambientLight = new Color(0.35, 0.35, 0.35);
const sun = new Entity('sun');
// The biases keep the large ground free of shadow stripes (acne)
sun.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 40, shadowBias: 0.2, normalOffsetBias: 0.05 });
sun.setLocalEulerAngles(50, 30, 0);
app.root.addChild(sun);

const grass = new StandardMaterial();
grass.diffuse = new Color(0.35, 0.55, 0.3);
grass.update();
const ground = new Entity('ground');
ground.addComponent('render', { type: 'plane', material: grass });
ground.setLocalPosition(9.5, 0, 0);
ground.setLocalScale(80, 1, 60);
app.root.addChild(ground);

// The fence: 20 posts and two rails on each half, one material, one static group
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
for (const x of [4.5, 14.5]) {
    for (const y of [0.4, 0.9]) {
        const rail = new Entity(`rail-${x}-${y}`);
        rail.addComponent('render', { type: 'box', material: wood, batchGroupId: group.id });
        rail.setLocalPosition(x, y, 0.12);
        rail.setLocalScale(9.5, 0.1, 0.05);
        app.root.addChild(rail);
    }
}

const world = app.scene.layers.getLayerById(LAYERID_WORLD);
console.log(world?.meshInstances.length); // → 25
app.once('postrender', () => {
    // The ground, plus the fence in batches no wider than 10 units
    console.log(world?.meshInstances.filter((meshInstance) => meshInstance.batching).length); // → 2
});
