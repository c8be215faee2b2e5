import { Color, Entity, StandardMaterial } from 'playcanvas';

// Figure: a small village of houses and trees, rendered by the camera's own
// rendering. The same scene rendered by the RetroPixels passes, with big
// square pixels and six colour levels per channel, is figure-retro-on.mjs.

app.scene.ambientLight = new Color(0.35, 0.36, 0.4);

/** @param {Color} color */
function paint(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    return material;
}

const grass = new Entity('Grass');
grass.addComponent('render', { type: 'plane', material: paint(new Color(0.35, 0.6, 0.3)) });
grass.setLocalScale(30, 1, 30);
app.root.addChild(grass);

const wall = paint(new Color(0.92, 0.86, 0.72));
const roof = paint(new Color(0.75, 0.25, 0.2));
const leaves = paint(new Color(0.2, 0.45, 0.2));
const trunk = paint(new Color(0.45, 0.3, 0.18));
for (let i = 0; i < 4; i++) {
    const x = -4.5 + i * 3;
    const house = new Entity(`House ${i}`);
    house.addComponent('render', { type: 'box', material: wall });
    house.setLocalScale(2, 1.6, 2);
    house.setPosition(x, 0.8, -2);
    app.root.addChild(house);
    const top = new Entity(`Roof ${i}`);
    top.addComponent('render', { type: 'cone', material: roof });
    top.setLocalScale(2.6, 1.2, 2.6);
    top.setPosition(x, 2.2, -2);
    app.root.addChild(top);

    const tree = new Entity(`Tree ${i}`);
    tree.addComponent('render', { type: 'sphere', material: leaves });
    tree.setLocalScale(1.2, 1.4, 1.2);
    tree.setPosition(x + 1.4, 1.6, 0.6);
    app.root.addChild(tree);
    const stem = new Entity(`Trunk ${i}`);
    stem.addComponent('render', { type: 'cylinder', material: trunk });
    stem.setLocalScale(0.25, 1, 0.25);
    stem.setPosition(x + 1.4, 0.5, 0.6);
    app.root.addChild(stem);
}

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', intensity: 1.5, castShadows: true, shadowDistance: 30, shadowBias: 0.2, normalOffsetBias: 0.1 });
sun.setEulerAngles(50, 30, 0);
app.root.addChild(sun);

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera', { clearColor: new Color(0.55, 0.75, 0.95), fov: 50 });
cameraEntity.setPosition(0, 4, 8);
cameraEntity.lookAt(0, 0.8, -1);
app.root.addChild(cameraEntity);

console.log(cameraEntity.camera?.framePasses.length); // → 0
