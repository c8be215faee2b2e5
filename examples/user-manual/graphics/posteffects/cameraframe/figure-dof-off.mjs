import { CameraFrame, Color, Entity, StandardMaterial, TONEMAP_ACES } from 'playcanvas';

// Figure: a row of pawns running away from the camera, all sharp, without
// depth of field. The same scene with depth of field, which blurs all but the
// middle pawn, is figure-dof-on.mjs.

app.scene.ambientLight = new Color(0.3, 0.3, 0.33);

/** @param {Color} color */
function paint(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.gloss = 0.4;
    material.update();
    return material;
}

const board = new Entity('Board');
board.addComponent('render', { type: 'plane', material: paint(new Color(0.45, 0.32, 0.22)) });
board.setLocalScale(8, 1, 30);
board.setPosition(0, 0, -8);
app.root.addChild(board);

// Pawns every 2 units, from 2 to 16 units in front of the camera
const colors = [new Color(0.9, 0.88, 0.82), new Color(0.15, 0.15, 0.17)];
for (let i = 0; i < 8; i++) {
    const material = paint(colors[i % 2]);
    const pawn = new Entity(`Pawn ${i}`);
    const z = 2 - i * 2;
    const body = new Entity('Body');
    body.addComponent('render', { type: 'cone', material });
    body.setLocalScale(0.6, 0.9, 0.6);
    body.setLocalPosition(0, 0.45, 0);
    const head = new Entity('Head');
    head.addComponent('render', { type: 'sphere', material });
    head.setLocalScale(0.45, 0.45, 0.45);
    head.setLocalPosition(0, 1, 0);
    pawn.addChild(body);
    pawn.addChild(head);
    pawn.setPosition((i % 2) * 0.8 - 0.4, 0, z);
    app.root.addChild(pawn);
}

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 1.5, castShadows: true, shadowDistance: 30, shadowBias: 0.2, normalOffsetBias: 0.1 });
sun.setEulerAngles(50, 40, 0);
app.root.addChild(sun);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.7, 0.75, 0.8), fov: 40 });
cameraEntity.setPosition(0, 1.1, 4);
cameraEntity.lookAt(0, 0.6, -4);
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');

const frame = new CameraFrame(app, cameraEntity.camera);
frame.rendering.toneMapping = TONEMAP_ACES;
frame.update();
console.log(frame.dof.enabled); // → false
