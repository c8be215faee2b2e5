import {
    Color, Entity, FILTER_LINEAR, Layer, LAYERID_WORLD, PIXELFORMAT_RGBA8, RenderTarget, StandardMaterial, Texture
} from 'playcanvas';

// The monitor gets its own layer, so the camera that fills its texture never sees it
const screens = new Layer({ name: 'Screens' });
const world = app.scene.layers.getLayerById(LAYERID_WORLD);
if (world) app.scene.layers.insertOpaque(screens, app.scene.layers.getOpaqueIndex(world) + 1);

// The texture the security camera renders into
const texture = new Texture(app.graphicsDevice, {
    name: 'SecurityFeed',
    width: 512,
    height: 256,
    format: PIXELFORMAT_RGBA8,
    mipmaps: false,
    minFilter: FILTER_LINEAR,
    magFilter: FILTER_LINEAR
});
const target = new RenderTarget({ colorBuffer: texture, depth: true });

// Renders first (lower priority) so the monitor shows this frame's picture
const securityCam = new Entity('Security Camera');
securityCam.addComponent('camera', {
    priority: -1,
    renderTarget: target,
    clearColor: new Color(0.05, 0.05, 0.08)
});
securityCam.setPosition(6, 4, 6);
securityCam.lookAt(0, 0, 0);
app.root.addChild(securityCam);

const mainCam = new Entity('Main Camera');
mainCam.addComponent('camera', { priority: 0 });
if (mainCam.camera) mainCam.camera.layers = [...mainCam.camera.layers, screens.id];
mainCam.setPosition(0, 1.5, 8);
app.root.addChild(mainCam);

// A monitor that shows the feed as an unlit picture
const screenMaterial = new StandardMaterial();
screenMaterial.diffuse = new Color(0, 0, 0);
screenMaterial.emissiveMap = texture;
screenMaterial.emissive = new Color(1, 1, 1);
screenMaterial.update();

const monitor = new Entity('Monitor');
monitor.addComponent('render', { type: 'plane', material: screenMaterial, layers: [screens.id] });
monitor.setLocalScale(2, 1, 1);
monitor.setEulerAngles(90, 0, 0); // face +Z, towards the main camera
monitor.setPosition(0, 1.5, 0);
app.root.addChild(monitor);

// The aspect ratio follows the render target, not the canvas
app.once('postrender', () => {
    console.log(securityCam.camera?.aspectRatio); // → 2
    console.log(app.scene.layers.cameras.map((c) => c.entity.name).join(', ')); // → Security Camera, Main Camera
    console.log(securityCam.camera?.layers.includes(screens.id)); // → false
});
