import { Color, Entity, StandardMaterial, TONEMAP_ACES } from 'playcanvas';

// Figure (before): four materials lit by one directional light and a flat ambient colour.
// No environment: nothing for the metals to reflect. Compare with figure-ibl-on.mjs.

app.scene.ambientLight = new Color(0.2, 0.2, 0.2); // the Editor's default Ambient Color

const camera = new Entity('camera');
camera.addComponent('camera', { fov: 40, toneMapping: TONEMAP_ACES, clearColor: new Color(0.42, 0.47, 0.55) });
camera.setLocalPosition(0, 1.6, 6.5);
camera.lookAt(0, 0.5, 0);
app.root.addChild(camera);

const sun = new Entity('sun');
sun.addComponent('light', { type: 'directional', intensity: 1.5, castShadows: true, shadowDistance: 15, shadowBias: 0.2, normalOffsetBias: 0.05 });
sun.setLocalEulerAngles(50, 35, 0);
app.root.addChild(sun);

/**
 * @param {string} name - The entity name.
 * @param {number[]} rgb - The base colour (sRGB).
 * @param {number} metalness - 0 for a dielectric, 1 for a metal.
 * @param {number} gloss - 0 rough to 1 smooth.
 * @param {number} x - The position along the row.
 */
function addSphere(name, rgb, metalness, gloss, x) {
    const material = new StandardMaterial();
    material.useMetalness = true;
    material.diffuse = new Color(rgb[0], rgb[1], rgb[2]);
    material.metalness = metalness;
    material.gloss = gloss;
    material.update();
    const sphere = new Entity(name);
    sphere.addComponent('render', { type: 'sphere', material });
    sphere.setLocalPosition(x, 0.5, 0);
    app.root.addChild(sphere);
    return material;
}
addSphere('matte plastic', [0.9, 0.9, 0.9], 0, 0.3, -2.25);
addSphere('glossy plastic', [0.8, 0.1, 0.1], 0, 0.85, -0.75);
addSphere('brushed steel', [0.75, 0.75, 0.78], 1, 0.55, 0.75);
const gold = addSphere('polished gold', [1.0, 0.78, 0.34], 1, 0.95, 2.25);

const floorMaterial = new StandardMaterial();
floorMaterial.useMetalness = true;
floorMaterial.metalness = 0;
floorMaterial.diffuse = new Color(0.5, 0.5, 0.5);
floorMaterial.gloss = 0.2;
floorMaterial.update();
const floor = new Entity('floor');
floor.addComponent('render', { type: 'plane', material: floorMaterial });
floor.setLocalScale(40, 1, 40);
app.root.addChild(floor);

// No environment: the scene has no envAtlas and no skybox
console.log(app.scene.envAtlas, app.scene.skybox, gold.useSkybox); // → null null true
