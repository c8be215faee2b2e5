import { CameraFrame, Entity, FramePassCameraFrame, SSAOTYPE_COMBINE, TONEMAP_ACES, TONEMAP_LINEAR } from 'playcanvas';

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera');
cameraEntity.setPosition(0, 2, 8);
app.root.addChild(cameraEntity);
const camera = cameraEntity.camera;
if (!camera) throw new Error('the entity has no camera component');

// From here on, the CameraFrame renders this camera
const frame = new CameraFrame(app, camera);
console.log(frame.bloom.intensity, frame.vignette.intensity, frame.rendering.toneMapping === TONEMAP_LINEAR); // → 0 0 true

// Change the settings, then apply them with update()
frame.rendering.toneMapping = TONEMAP_ACES;
frame.bloom.intensity = 0.02;
frame.ssao.type = SSAOTYPE_COMBINE;
frame.vignette.intensity = 0.4;
frame.update();

// The camera now renders through one frame pass, which runs the others in order
const framePass = camera.framePasses[0];
if (framePass instanceof FramePassCameraFrame) {
    const names = framePass.beforePasses.map((pass) => pass.name);
    console.log(names.includes('FramePassBloom'), names.includes('RenderPassSsao'), names.at(-2), names.at(-1)); // → true true RenderPassCompose RenderPassForward
}

// Disabled, the camera renders as before and the textures are released
frame.enabled = false;
console.log(camera.framePasses.length); // → 0
frame.enabled = true;
console.log(camera.framePasses.length); // → 1
