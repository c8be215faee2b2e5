import { CameraFrame, Color, Entity, SSAOTYPE_NONE, StandardMaterial } from 'playcanvas';

// Figure: a corner of a room lit mostly by ambient light, without ambient occlusion:
// the ambient light reaches every surface equally, so the objects look flat.
// figure-ao-off.mjs and figure-ao-on.mjs build the same scene; only the SSAO type differs.

const white = new StandardMaterial();
white.diffuse = new Color(0.85, 0.85, 0.82);
white.update();
const clay = new StandardMaterial();
clay.diffuse = new Color(0.8, 0.55, 0.4);
clay.update();

/** Adds a primitive with a position and scale. */
const add = (type, material, [x, y, z], [sx, sy, sz]) => {
    const e = new Entity(type);
    e.addComponent('render', { type, material });
    e.setLocalPosition(x, y, z);
    e.setLocalScale(sx, sy, sz);
    app.root.addChild(e);
    return e;
};

// Floor and two walls meeting in a corner
add('box', white, [0, -0.05, 0], [6, 0.1, 6]);
add('box', white, [0, 1.5, -3.05], [6, 3, 0.1]);
add('box', white, [-3.05, 1.5, 0], [0.1, 3, 6]);

// Objects close to each other and to the walls, where occlusion shows
add('box', clay, [-2.2, 0.5, -2.2], [1, 1, 1]);
add('box', clay, [-1.1, 0.35, -2.3], [0.7, 0.7, 0.7]);
add('sphere', clay, [0.2, 0.6, -1.2], [1.2, 1.2, 1.2]);
add('cylinder', clay, [-2.1, 0.75, -0.6], [0.6, 1.5, 0.6]);
add('box', white, [1.2, 0.25, 0.2], [1.6, 0.5, 1]);

// Mostly ambient light, plus a weak sun without shadows
app.scene.ambientLight = new Color(0.75, 0.75, 0.78);
const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 0.35, castShadows: false });
sun.setLocalEulerAngles(50, 30, 0);
app.root.addChild(sun);

const camera = new Entity('Camera');
const cameraComponent = camera.addComponent('camera', { clearColor: new Color(0.1, 0.1, 0.12), fov: 50 });
camera.setLocalPosition(2.6, 2.6, 3.6);
camera.lookAt(-1, 0.4, -1.2);
app.root.addChild(camera);

if (cameraComponent) {
    const cameraFrame = new CameraFrame(app, cameraComponent);
    cameraFrame.ssao.type = SSAOTYPE_NONE;
    cameraFrame.ssao.radius = 0.8;
    cameraFrame.ssao.intensity = 0.7;
    cameraFrame.ssao.samples = 16;
    cameraFrame.update();
    console.log(cameraFrame.ssao.type, cameraComponent.shaderParams.ssaoEnabled); // → none false
}
