import { CameraFrame, Entity, PIXELFORMAT_111110F, PIXELFORMAT_RGBA16F, TONEMAP_ACES2, TONEMAP_LINEAR } from 'playcanvas';

const camera = new Entity('camera');
camera.addComponent('camera');
app.root.addChild(camera);

if (camera.camera) {
    // CameraFrame renders the scene into an HDR render target, then tone maps it in one pass
    const frame = new CameraFrame(app, camera.camera);
    // The formats it tries, in order; it falls back to RGBA8 (and no bloom) if none can be rendered to
    const [first, second] = frame.rendering.renderFormats;
    console.log(first === PIXELFORMAT_111110F, second === PIXELFORMAT_RGBA16F); // → true true

    frame.rendering.toneMapping = TONEMAP_ACES2; // the curve now comes from CameraFrame
    frame.bloom.intensity = 0.02; // HDR values make the brightest areas glow the most
    frame.update(); // apply the settings

    // The camera's own Tonemapping is not used while CameraFrame draws this camera
    console.log(camera.camera.toneMapping === TONEMAP_LINEAR, frame.rendering.toneMapping === TONEMAP_ACES2); // → true true
}
