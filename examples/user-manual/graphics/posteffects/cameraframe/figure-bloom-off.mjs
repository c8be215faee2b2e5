import { CameraFrame, Color, Entity, StandardMaterial, TONEMAP_ACES } from 'playcanvas';

// Figure: three glowing lamps over a dark floor, without bloom. The same scene
// with bloom is figure-bloom-on.mjs.

app.scene.ambientLight = new Color(0.05, 0.05, 0.07);

const floorMaterial = new StandardMaterial();
floorMaterial.diffuse = new Color(0.3, 0.3, 0.32);
floorMaterial.gloss = 0.6;
floorMaterial.update();
const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: floorMaterial });
floor.setLocalScale(14, 1, 14);
app.root.addChild(floor);

// Emissive colours far above 1: the HDR values that bloom spreads
const lampColors = [new Color(1, 0.35, 0.1), new Color(0.3, 1, 0.4), new Color(0.25, 0.45, 1)];
lampColors.forEach((color, i) => {
    const glow = new StandardMaterial();
    glow.diffuse = new Color(0, 0, 0);
    glow.emissive = color;
    glow.emissiveIntensity = 12;
    glow.update();
    const lamp = new Entity(`Lamp ${i}`);
    lamp.addComponent('render', { type: 'sphere', material: glow });
    lamp.setLocalScale(0.8, 0.8, 0.8);
    lamp.setPosition(-2.2 + i * 2.2, 1.2, 0);
    app.root.addChild(lamp);

    const light = new Entity(`Lamp light ${i}`);
    light.addComponent('light', { type: 'omni', color, intensity: 2, range: 5 });
    light.setPosition(-2.2 + i * 2.2, 1.2, 0);
    app.root.addChild(light);
});

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.02, 0.02, 0.03), fov: 45 });
cameraEntity.setPosition(0, 2.6, 7);
cameraEntity.lookAt(0, 1, 0);
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');

const frame = new CameraFrame(app, cameraEntity.camera);
frame.rendering.toneMapping = TONEMAP_ACES;
frame.update();
console.log(frame.bloom.intensity > 0); // → false
