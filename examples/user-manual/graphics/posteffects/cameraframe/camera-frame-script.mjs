import { Entity, TONEMAP_ACES } from 'playcanvas';
import { CameraFrame } from 'playcanvas/scripts/esm/camera-frame.mjs';

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera');
cameraEntity.addComponent('script');
app.root.addChild(cameraEntity);

/** @type {CameraFrame | null | undefined} */
const frame = cameraEntity.script?.create(CameraFrame);
if (!frame) throw new Error('the script was not created');

// Change fields of the groups; do not replace a group object
frame.rendering.toneMapping = 'aces';
frame.bloom.enabled = true;
frame.bloom.intensity = 0.03;
frame.vignette.enabled = true;
console.log(frame.bloom.blurLevel, frame.vignette.intensity, frame.fringing.enabled); // → 16 0.5 false

// In postUpdate, every frame, the script copies its groups to the engine's CameraFrame
app.once('postrender', () => {
    const engineFrame = frame.engineCameraFrame;
    console.log(engineFrame.bloom.intensity, engineFrame.rendering.toneMapping === TONEMAP_ACES); // → 0.03 true
});
