import { CameraFrame, Color, Entity, StandardMaterial, TONEMAP_NEUTRAL } from 'playcanvas';

// Figure: stacked crates and a column in soft, even light, without SSAO. With SSAO
// (figure-ssao-on.mjs), the creases where they meet the floor and each other
// darken.

app.scene.ambientLight = new Color(0.55, 0.55, 0.6);

const clay = new StandardMaterial();
clay.diffuse = new Color(0.85, 0.82, 0.76);
clay.update();

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: clay });
floor.setLocalScale(12, 1, 12);
app.root.addChild(floor);

const wall = new Entity('Wall');
wall.addComponent('render', { type: 'box', material: clay });
wall.setLocalScale(8, 3, 0.3);
wall.setPosition(0, 1.5, -1.6);
app.root.addChild(wall);

/** @type {Array<[number, number, number, number]>} x, y, z and size of each crate */
const crates = [[-1.6, 0.5, 0, 1], [-0.5, 0.4, 0.3, 0.8], [-1.1, 1.35, -0.1, 0.7], [1.4, 0.35, -0.6, 0.7]];
crates.forEach(([x, y, z, size], i) => {
    const crate = new Entity(`Crate ${i}`);
    crate.addComponent('render', { type: 'box', material: clay });
    crate.setLocalScale(size, size, size);
    crate.setPosition(x, y, z);
    crate.setEulerAngles(0, i * 17, 0);
    app.root.addChild(crate);
});

const column = new Entity('Column');
column.addComponent('render', { type: 'cylinder', material: clay });
column.setLocalScale(0.6, 2.4, 0.6);
column.setPosition(0.6, 1.2, -1.1);
app.root.addChild(column);

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 0.4 });
sun.setEulerAngles(60, 30, 0);
app.root.addChild(sun);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.75, 0.8, 0.86), fov: 45 });
cameraEntity.setPosition(0.5, 2.4, 5.5);
cameraEntity.lookAt(-0.2, 0.7, -0.4);
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');

const frame = new CameraFrame(app, cameraEntity.camera);
frame.rendering.toneMapping = TONEMAP_NEUTRAL;
frame.update();
console.log(frame.ssao.type); // → none
