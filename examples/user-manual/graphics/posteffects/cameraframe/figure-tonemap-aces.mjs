import { CameraFrame, Color, Entity, StandardMaterial, TONEMAP_ACES } from 'playcanvas';

// Figure: saturated balls under a very strong sun, beside a glowing panel,
// tone mapped with ACES: the brightest areas roll off smoothly. The same
// scene with linear tone mapping, which clips them, is figure-tonemap-linear.mjs.

app.scene.ambientLight = new Color(0.2, 0.22, 0.25);

/** @param {Color} color */
function paint(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.gloss = 0.5;
    material.update();
    return material;
}

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: paint(new Color(0.7, 0.7, 0.68)) });
floor.setLocalScale(14, 1, 14);
app.root.addChild(floor);

const ballColors = [new Color(0.9, 0.1, 0.1), new Color(1, 0.65, 0.05), new Color(0.1, 0.7, 0.25), new Color(0.1, 0.3, 0.9)];
ballColors.forEach((color, i) => {
    const ball = new Entity(`Ball ${i}`);
    ball.addComponent('render', { type: 'sphere', material: paint(color) });
    ball.setPosition(-2.25 + i * 1.5, 0.6, 0);
    ball.setLocalScale(1.2, 1.2, 1.2);
    app.root.addChild(ball);
});

// A panel three times brighter than white
const glow = new StandardMaterial();
glow.diffuse = new Color(0, 0, 0);
glow.emissive = new Color(1, 0.9, 0.75);
glow.emissiveIntensity = 3;
glow.update();
const panel = new Entity('Panel');
panel.addComponent('render', { type: 'box', material: glow });
panel.setLocalScale(5, 1.6, 0.1);
panel.setPosition(0, 2.2, -2);
app.root.addChild(panel);

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 4, castShadows: true, shadowDistance: 20 });
sun.setEulerAngles(50, 25, 0);
app.root.addChild(sun);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.55, 0.7, 0.9), fov: 45 });
cameraEntity.setPosition(0, 2.2, 7);
cameraEntity.lookAt(0, 0.9, 0);
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');

const frame = new CameraFrame(app, cameraEntity.camera);
frame.rendering.toneMapping = TONEMAP_ACES;
frame.update();
console.log(frame.rendering.toneMapping === TONEMAP_ACES); // → true
