import { Color, Entity, Mat4, Quat, StandardMaterial, Vec3, VertexBuffer, VertexFormat } from 'playcanvas';

// Figure: 400 instanced trees (trunk + crown) on a 40 x 40 ground, two draw calls

const camera = new Entity('camera');
camera.addComponent('camera', { clearColor: new Color(0.8, 0.88, 0.95), fov: 45 });
camera.setLocalPosition(0, 14, 30);
camera.lookAt(0, 0, 0);
app.root.addChild(camera);

const sun = new Entity('sun');
// The biases keep the large ground free of shadow stripes (acne)
sun.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 60, shadowBias: 0.2, normalOffsetBias: 0.05 });
sun.setLocalEulerAngles(45, 35, 0);
app.root.addChild(sun);

const soil = new StandardMaterial();
soil.diffuse = new Color(0.42, 0.5, 0.3);
soil.update();
const ground = new Entity('ground');
ground.addComponent('render', { type: 'plane', material: soil });
ground.setLocalScale(44, 1, 44);
app.root.addChild(ground);

const device = app.graphicsDevice;
const count = 400;
const trunks = new Float32Array(count * 16);
const crowns = new Float32Array(count * 16);
const matrix = new Mat4();
const rotation = new Quat();
for (let i = 0; i < count; i++) {
    const x = (i % 20) * 2 - 19 + Math.sin(i * 12.9898) * 0.5;
    const z = Math.floor(i / 20) * 2 - 19 + Math.cos(i * 78.233) * 0.5;
    const height = 1 + (i % 7) * 0.25;
    rotation.setFromEulerAngles(0, (i * 37) % 360, 0);
    matrix.setTRS(new Vec3(x, height / 2, z), rotation, new Vec3(0.25, height, 0.25));
    trunks.set(matrix.data, i * 16);
    matrix.setTRS(new Vec3(x, height + 0.6, z), rotation, new Vec3(1.2, 1.6, 1.2));
    crowns.set(matrix.data, i * 16);
}

function instanced(name, type, color, data) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    const entity = new Entity(name);
    entity.addComponent('render', { type, material });
    app.root.addChild(entity);
    const meshInstance = entity.render?.meshInstances[0];
    meshInstance?.setInstancing(new VertexBuffer(device, VertexFormat.getDefaultInstancingFormat(device), count, { data }));
    return meshInstance;
}
const trunkInstances = instanced('trunks', 'cylinder', new Color(0.45, 0.3, 0.18), trunks);
const crownInstances = instanced('crowns', 'cone', new Color(0.2, 0.45, 0.22), crowns);
console.log(trunkInstances?.instancingCount); // → 400
console.log(crownInstances?.instancingCount); // → 400
