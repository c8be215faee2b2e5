import {
    Color, Entity, StandardMaterial, TONEMAP_ACES, TONEMAP_ACES2, TONEMAP_FILMIC, TONEMAP_HEJL,
    TONEMAP_LINEAR, TONEMAP_NEUTRAL, Vec4
} from 'playcanvas';

// Figure: one bright scene drawn six times, once per tone mapping curve.
// Top row, left to right: Linear, Filmic, Hejl. Bottom row: ACES, ACES2, Neutral.
// The sun has intensity 4 and the small sphere glows at 6: both go well above 1.0.

const floorMaterial = new StandardMaterial();
floorMaterial.diffuse = new Color(0.8, 0.8, 0.8);
floorMaterial.update();
const floor = new Entity('floor');
floor.addComponent('render', { type: 'plane', material: floorMaterial });
floor.setLocalScale(10, 1, 10);
app.root.addChild(floor);

// Saturated plastic spheres: red, yellow, blue
[[0.9, 0.1, 0.05], [0.95, 0.8, 0.1], [0.1, 0.3, 0.95]].forEach((rgb, i) => {
    const material = new StandardMaterial();
    material.useMetalness = true;
    material.metalness = 0;
    material.gloss = 0.6;
    material.diffuse = new Color(rgb[0], rgb[1], rgb[2]);
    material.update();
    const sphere = new Entity(`sphere-${i}`);
    sphere.addComponent('render', { type: 'sphere', material });
    sphere.setLocalPosition(-1.3 + i * 1.3, 0.55, 0);
    sphere.setLocalScale(1.1, 1.1, 1.1);
    app.root.addChild(sphere);
});

// A glowing orange sphere: emissive 6 times its colour
const glow = new StandardMaterial();
glow.diffuse = new Color(0, 0, 0);
glow.emissive = new Color(1, 0.55, 0.2);
glow.emissiveIntensity = 6;
glow.update();
const lamp = new Entity('lamp');
lamp.addComponent('render', { type: 'sphere', material: glow });
lamp.setLocalPosition(0.65, 0.3, 1.1);
lamp.setLocalScale(0.5, 0.5, 0.5);
app.root.addChild(lamp);

const sun = new Entity('sun');
sun.addComponent('light', { type: 'directional', intensity: 4, castShadows: true, shadowDistance: 12, shadowBias: 0.2, normalOffsetBias: 0.05 });
sun.setLocalEulerAngles(55, 40, 0);
app.root.addChild(sun);
app.scene.ambientLight = new Color(0.35, 0.38, 0.45);

/** @type {Array<[string, number]>} */
const curves = [
    ['Linear', TONEMAP_LINEAR], ['Filmic', TONEMAP_FILMIC], ['Hejl', TONEMAP_HEJL],
    ['ACES', TONEMAP_ACES], ['ACES2', TONEMAP_ACES2], ['Neutral', TONEMAP_NEUTRAL]
];
curves.forEach(([name, toneMapping], i) => {
    const column = i % 3;
    const row = Math.floor(i / 3);
    const camera = new Entity(`camera ${name}`);
    camera.addComponent('camera', {
        toneMapping,
        rect: new Vec4(column / 3, 0.5 - row * 0.5, 1 / 3, 0.5), // rect y counts from the bottom
        clearColor: new Color(0.3, 0.33, 0.4),
        fov: 42
    });
    camera.setLocalPosition(0, 2.4, 4.6);
    camera.lookAt(0, 0.4, 0);
    app.root.addChild(camera);
});

console.log(curves.map(([name, value]) => `${name}=${value}`).join(' ')); // → Linear=0 Filmic=1 Hejl=2 ACES=3 ACES2=4 Neutral=5
