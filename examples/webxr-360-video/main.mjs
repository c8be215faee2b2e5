import {
    Application,
    Color,
    CULLFACE_FRONT,
    Entity,
    FILLMODE_NONE,
    Mesh,
    MeshInstance,
    Mouse,
    RESOLUTION_AUTO,
    SphereGeometry,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { DragLook } from './drag-look.mjs';
import { loadVideoTexture } from './video-texture.mjs';
import { createVrButton } from './vr-button.mjs';

/**
 * Plays /videos/panorama-360.webm on the inside of a large sphere around the
 * camera. Drag to look around; with a VR headset, the button enters VR.
 * Resolves once the first video frame is in the texture.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Promise<Application>} The running application.
 */
export async function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    // The rig places the tracked space; in VR the headset moves the camera inside it.
    const rig = new Entity('Camera Rig');
    app.root.addChild(rig);
    const camera = new Entity('Camera');
    camera.addComponent('camera', { clearColor: new Color(0, 0, 0), fov: 75, nearClip: 0.1, farClip: 100 });
    camera.addComponent('script');
    camera.script?.create(DragLook);
    rig.addChild(camera);

    const { texture } = await loadVideoTexture(app, '/videos/panorama-360.webm');

    // Unlit, and drawn from the inside: the camera sits in the middle of the sphere.
    const material = new StandardMaterial();
    material.useLighting = false;
    material.diffuse = Color.BLACK;
    material.emissive = Color.WHITE;
    material.emissiveMap = texture;
    material.cull = CULLFACE_FRONT;
    material.update();

    // More bands than the sphere primitive's 16, so straight lines in the video stay straight.
    const geometry = new SphereGeometry({ radius: 1, latitudeBands: 32, longitudeBands: 64 });
    const mesh = Mesh.fromGeometry(app.graphicsDevice, geometry);
    const sphere = new Entity('Video Sphere');
    sphere.addComponent('render', { meshInstances: [new MeshInstance(mesh, material)] });
    // A radius of 20 m, mirrored in Z: seen from inside, the picture reads left to right,
    // and the middle of the video is straight ahead (-Z).
    sphere.setLocalScale(20, 20, -20);
    app.root.addChild(sphere);

    if (camera.camera) createVrButton(app, camera.camera);
    app.start();
    return app;
}
