import { CameraFrame, Entity, SSAOTYPE_LIGHTING } from 'playcanvas';

const camera = new Entity('Camera');
const cameraComponent = camera.addComponent('camera');
camera.setPosition(0, 2, 6);
app.root.addChild(camera);

if (cameraComponent) {
    const cameraFrame = new CameraFrame(app, cameraComponent);

    // Off by default; the other values are the defaults of the ssao group
    const { ssao } = cameraFrame;
    console.log(ssao.type, ssao.radius, ssao.intensity, ssao.samples); // → none 30 0.5 12

    // Lighting: the AO darkens only the ambient light, like an AO map
    ssao.type = SSAOTYPE_LIGHTING;
    // The radius is in scene units; 30 is far too wide for objects about 1 unit in size
    ssao.radius = 0.8;
    ssao.intensity = 0.6;
    cameraFrame.update();

    // Materials now read the SSAO texture as part of their AO
    console.log(cameraComponent.shaderParams.ssaoEnabled); // → true
}
