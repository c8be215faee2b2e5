import { CameraFrame, Color, Entity, StandardMaterial, TONEMAP_ACES } from 'playcanvas';

// Figure: a colonnade seen down its length, without a vignette. The same
// scene with a vignette that darkens the edges and corners of the image is
// figure-vignette-on.mjs.

app.scene.ambientLight = new Color(0.3, 0.3, 0.32);

/** @param {Color} color */
function paint(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    return material;
}

const stone = paint(new Color(0.82, 0.78, 0.7));
const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: paint(new Color(0.55, 0.5, 0.45)) });
floor.setLocalScale(10, 1, 40);
floor.setPosition(0, 0, -12);
app.root.addChild(floor);

for (let i = 0; i < 8; i++) {
    for (const x of [-2, 2]) {
        const pillar = new Entity(`Pillar ${i} ${x}`);
        pillar.addComponent('render', { type: 'cylinder', material: stone });
        pillar.setLocalScale(0.5, 3, 0.5);
        pillar.setPosition(x, 1.5, -i * 3);
        app.root.addChild(pillar);
    }
}

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 1.6, castShadows: true, shadowDistance: 40, shadowBias: 0.2, normalOffsetBias: 0.1 });
sun.setEulerAngles(45, 60, 0);
app.root.addChild(sun);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.6, 0.75, 0.92), fov: 50 });
cameraEntity.setPosition(0, 1.6, 4);
cameraEntity.lookAt(0, 1.4, -10);
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');

const frame = new CameraFrame(app, cameraEntity.camera);
frame.rendering.toneMapping = TONEMAP_ACES;
frame.update();
console.log(frame.vignette.intensity > 0); // → false
