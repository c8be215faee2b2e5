import { CameraFrame, Color, Entity, FramePassCameraFrame, StandardMaterial, TONEMAP_ACES } from 'playcanvas';

// Figure: simple toy shapes on a table, rendered by the plain CameraFrame.
// The same scene rendered by InkCameraFrame, with dark ink lines along every
// edge, is figure-ink-on.mjs.

app.scene.ambientLight = new Color(0.35, 0.35, 0.38);

/** @param {Color} color */
function paint(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    return material;
}

const table = new Entity('Table');
table.addComponent('render', { type: 'plane', material: paint(new Color(0.93, 0.88, 0.78)) });
table.setLocalScale(12, 1, 12);
app.root.addChild(table);

/** @type {Array<['box' | 'sphere' | 'cone' | 'torus' | 'cylinder', Color, number, number, number]>} type, colour, x, z and size */
const toys = [
    ['box', new Color(0.9, 0.3, 0.25), -1.8, 0, 1],
    ['sphere', new Color(0.25, 0.55, 0.9), -0.3, 0.6, 1.1],
    ['cone', new Color(0.95, 0.75, 0.2), 1.2, -0.2, 1.2],
    ['torus', new Color(0.35, 0.75, 0.4), 0.4, 1.8, 1],
    ['cylinder', new Color(0.7, 0.45, 0.85), 2.4, 1.2, 0.8]
];
toys.forEach(([type, color, x, z, size], i) => {
    const toy = new Entity(`Toy ${i}`);
    toy.addComponent('render', { type, material: paint(color) });
    toy.setLocalScale(size, size, size);
    toy.setPosition(x, type === 'torus' ? 0.2 : size / 2, z);
    toy.setEulerAngles(0, i * 25, 0);
    app.root.addChild(toy);
});

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 1.4, castShadows: true, shadowDistance: 20, shadowBias: 0.2, normalOffsetBias: 0.05 });
sun.setEulerAngles(55, 35, 0);
app.root.addChild(sun);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.8, 0.86, 0.92), fov: 45 });
cameraEntity.setPosition(0.5, 3.2, 6.5);
cameraEntity.lookAt(0.3, 0.4, 0.6);
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');

const frame = new CameraFrame(app, cameraEntity.camera);
frame.rendering.toneMapping = TONEMAP_ACES;
frame.update();
console.log(cameraEntity.camera.framePasses[0].constructor === FramePassCameraFrame); // → true
