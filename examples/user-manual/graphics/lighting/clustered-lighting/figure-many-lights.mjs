import { Color, Entity, StandardMaterial } from 'playcanvas';

// Figure: 96 coloured omni lights over a dark floor with rows of short pillars.
// Clustered lighting evaluates, for each pixel, only the few lights whose range reaches its cell.

const floorMaterial = new StandardMaterial();
floorMaterial.diffuse = new Color(0.35, 0.35, 0.38);
floorMaterial.gloss = 0.5;
floorMaterial.update();
const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: floorMaterial });
floor.setLocalScale(26, 1, 26);
app.root.addChild(floor);

const pillarMaterial = new StandardMaterial();
pillarMaterial.diffuse = new Color(0.7, 0.7, 0.72);
pillarMaterial.update();
for (let x = -10; x <= 10; x += 4) {
    for (let z = -10; z <= 10; z += 4) {
        const pillar = new Entity('Pillar');
        pillar.addComponent('render', { type: 'cylinder', material: pillarMaterial });
        pillar.setLocalPosition(x, 0.75, z);
        pillar.setLocalScale(0.6, 1.5, 0.6);
        app.root.addChild(pillar);
    }
}

// A deterministic spread of hues, so every rendering of the figure looks the same
const hue = (i) => {
    const h = (i * 0.618034) % 1;
    const k = (n) => (n + h * 6) % 6;
    const f = (n) => 1 - Math.max(0, Math.min(k(n), 4 - k(n), 1));
    return new Color(f(5), f(3), f(1));
};
const bulbMaterial = new StandardMaterial();
bulbMaterial.emissive = new Color(1, 1, 1);
bulbMaterial.update();
let count = 0;
for (let row = 0; row < 12; row++) {
    for (let col = 0; col < 8; col++) {
        const lamp = new Entity('Lamp');
        lamp.addComponent('light', { type: 'omni', color: hue(count), intensity: 1.6, range: 2.6 });
        lamp.setLocalPosition(-11 + col * 3.1 + (row % 2) * 1.5, 0.4, -11 + row * 2);
        app.root.addChild(lamp);
        const bulb = new Entity('Bulb');
        bulb.addComponent('render', { type: 'sphere', material: bulbMaterial, castShadows: false });
        bulb.setLocalScale(0.15, 0.15, 0.15);
        lamp.addChild(bulb);
        count += 1;
    }
}

app.scene.ambientLight = new Color(0.05, 0.05, 0.07);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.02, 0.02, 0.03), fov: 50 });
camera.setLocalPosition(0, 13, 15);
camera.lookAt(0, 0, -1);
app.root.addChild(camera);

console.log(app.root.findComponents('light').length); // → 96
console.log(app.scene.clusteredLightingEnabled, app.scene.lighting.cells); // → true [10, 3, 10]
