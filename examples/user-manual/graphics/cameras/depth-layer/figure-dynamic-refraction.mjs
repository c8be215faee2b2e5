import { BLEND_NORMAL, Color, Entity, LAYERID_DEPTH, StandardMaterial } from 'playcanvas';

// Figure: a glass sphere bends the colored pillars behind it. The refraction
// samples the color map that the camera grabs at the Depth layer.
/** @param {Color} color */
function solid(color) {
    const m = new StandardMaterial();
    m.diffuse = color;
    m.update();
    return m;
}

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: solid(new Color(0.85, 0.85, 0.82)) });
floor.setLocalScale(12, 1, 12);
app.root.addChild(floor);

const colors = [new Color(0.85, 0.2, 0.15), new Color(0.95, 0.75, 0.1), new Color(0.2, 0.6, 0.3), new Color(0.15, 0.35, 0.85)];
colors.forEach((color, i) => {
    const pillar = new Entity(`Pillar ${i}`);
    pillar.addComponent('render', { type: 'box', material: solid(color) });
    pillar.setLocalScale(0.5, 3, 0.5);
    pillar.setPosition(-1.5 + i, 1.5, -2.5);
    app.root.addChild(pillar);
});

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional' });
sun.setEulerAngles(50, 20, 0);
app.root.addChild(sun);

const glass = new StandardMaterial();
glass.diffuse = new Color(1, 1, 1);
glass.gloss = 0.9; // smooth: the color map is read sharp, not from a blurred mip
glass.refraction = 1;
glass.refractionIndex = 1 / 1.5; // air to glass
glass.thickness = 0.4;
// StandardMaterial defines useDynamicRefraction at run time, but the 2.23.3 type declarations
// omit it and name no typed alternative (LitMaterial's dynamicRefraction is another class)
Object.assign(glass, { useDynamicRefraction: true });
glass.blendType = BLEND_NORMAL; // transparent: drawn after the grab
glass.update();

const sphere = new Entity('Glass Sphere');
sphere.addComponent('render', { type: 'sphere', material: glass });
sphere.setLocalScale(2, 2, 2);
sphere.setPosition(0, 1.2, 0);
app.root.addChild(sphere);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.55, 0.65, 0.75), fov: 45 });
camera.setPosition(0, 1.6, 5.5);
camera.lookAt(0, 1.2, 0);
app.root.addChild(camera);
console.log(glass.transparent); // → true

// Dynamic refraction reads the color map, so the camera must grab it. The color grab
// copies a GPU texture, which the headless null device cannot do
if (!app.graphicsDevice.isNull) camera.camera?.requestSceneColorMap(true);
camera.camera?.requestSceneDepthMap(true);
console.log(app.scene.layers.getLayerById(LAYERID_DEPTH)?.enabled); // → true
