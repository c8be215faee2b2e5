import { BUFFER_DYNAMIC, Entity, Mat4, Vec3, VertexBuffer, VertexFormat } from 'playcanvas';

const device = app.graphicsDevice;
const count = 50;
const matrices = new Float32Array(count * 16);
const matrix = new Mat4();
const position = new Vec3();

// BUFFER_DYNAMIC: the data is replaced often
const instances = new VertexBuffer(device, VertexFormat.getDefaultInstancingFormat(device), count, {
    usage: BUFFER_DYNAMIC,
    data: matrices
});

const buoys = new Entity('buoys');
buoys.addComponent('render', { type: 'sphere' });
app.root.addChild(buoys);
buoys.render?.meshInstances[0].setInstancing(instances);

// Bob every instance on a wave, then upload the whole array once per frame
let time = 0;
let uploaded = false;
app.on('update', (dt) => {
    time += dt;
    for (let i = 0; i < count; i++) {
        position.set(i * 1.5, Math.sin(time * 2 + i * 0.5) * 0.25, 0);
        matrix.setTranslate(position.x, position.y, position.z);
        matrices.set(matrix.data, i * 16);
    }
    uploaded = instances.setData(matrices);
});

app.once('postrender', () => {
    console.log(uploaded); // → true
    // A smaller array is refused: the byte length must match the buffer
    console.log(instances.setData(new Float32Array(16))); // → false
});
