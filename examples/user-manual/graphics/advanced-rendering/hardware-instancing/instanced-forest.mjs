import { BoundingBox, Entity, Mat4, Quat, StandardMaterial, Vec3, VertexBuffer, VertexFormat } from 'playcanvas';

const device = app.graphicsDevice;
const count = 400;

// One 4x4 matrix (16 floats) per instance: a 20 x 20 grid of trunks
const matrices = new Float32Array(count * 16);
const matrix = new Mat4();
const position = new Vec3();
const rotation = new Quat();
const scale = new Vec3();
for (let i = 0; i < count; i++) {
    const height = 1 + (i % 7) * 0.25;
    position.set((i % 20) * 2 - 19, height / 2, Math.floor(i / 20) * 2 - 19);
    rotation.setFromEulerAngles(0, (i * 37) % 360, 0);
    scale.set(0.3, height, 0.3);
    matrix.setTRS(position, rotation, scale);
    matrices.set(matrix.data, i * 16);
}

const format = VertexFormat.getDefaultInstancingFormat(device);
const instances = new VertexBuffer(device, format, count, { data: matrices });

const bark = new StandardMaterial();
const trees = new Entity('trees');
trees.addComponent('render', { type: 'cylinder', material: bark });
app.root.addChild(trees);

const render = trees.render;
if (!render) throw new Error('no render component');
const meshInstance = render.meshInstances[0];
meshInstance.setInstancing(instances, true);
console.log(meshInstance.instancingCount); // → 400

// With culling on, the bounds must cover every instance
render.customAabb = new BoundingBox(new Vec3(0, 1.25, 0), new Vec3(20, 1.25, 20));
console.log(meshInstance.cull); // → true

// Draw only the first 100 instances (the first five rows)
meshInstance.instancingCount = 100;
console.log(meshInstance.instancingCount); // → 100
