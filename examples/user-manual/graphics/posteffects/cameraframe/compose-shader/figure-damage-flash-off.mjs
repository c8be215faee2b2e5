import { CameraFrame, Color, Entity, SHADERLANGUAGE_GLSL, ShaderChunks, StandardMaterial, TONEMAP_ACES } from 'playcanvas';

// Figure: a courtyard of crates without the damage flash. The same scene at
// the moment of a hit, with the compose chunks of damage-flash tinting the
// edges of the screen red, is figure-damage-flash-on.mjs.

app.scene.ambientLight = new Color(0.3, 0.32, 0.35);

/** @param {Color} color */
function paint(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    return material;
}

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: paint(new Color(0.5, 0.55, 0.45)) });
floor.setLocalScale(20, 1, 20);
app.root.addChild(floor);

const wood = paint(new Color(0.6, 0.42, 0.25));
for (let i = 0; i < 6; i++) {
    const crate = new Entity(`Crate ${i}`);
    crate.addComponent('render', { type: 'box', material: wood });
    crate.setPosition(-3 + (i % 3) * 3, 0.5, -1 - Math.floor(i / 3) * 3);
    crate.setEulerAngles(0, i * 23, 0);
    app.root.addChild(crate);
}

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 1.5, castShadows: true, shadowDistance: 30, shadowBias: 0.2, normalOffsetBias: 0.1 });
sun.setEulerAngles(50, 30, 0);
app.root.addChild(sun);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.6, 0.72, 0.88), fov: 55 });
cameraEntity.setPosition(0, 1.7, 5);
cameraEntity.lookAt(0, 0.8, -2);
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');

const frame = new CameraFrame(app, cameraEntity.camera);
frame.rendering.toneMapping = TONEMAP_ACES;
frame.update();

// No custom chunks: the compose shader is the engine's own
console.log(JSON.stringify(ShaderChunks.get(app.graphicsDevice, SHADERLANGUAGE_GLSL).get('composeMainEndPS'))); // → ""
