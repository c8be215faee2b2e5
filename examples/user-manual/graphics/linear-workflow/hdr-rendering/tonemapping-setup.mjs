import { Color, Entity, GAMMA_SRGB, StandardMaterial, TONEMAP_ACES, TONEMAP_LINEAR } from 'playcanvas';

const camera = new Entity('camera');
camera.addComponent('camera');
app.root.addChild(camera);

// The defaults: no curve (values above 1.0 clip), sRGB output, exposure 1
const cam = camera.camera;
console.log(cam?.toneMapping === TONEMAP_LINEAR, cam?.gammaCorrection === GAMMA_SRGB, app.scene.exposure); // → true true 1

// Tonemapping: ACES in the Inspector, and a little more exposure for the whole scene
if (cam) cam.toneMapping = TONEMAP_ACES;
app.scene.exposure = 1.4;

// HDR values: a neon sign glowing 8 times brighter than its colour
const neon = new StandardMaterial();
neon.diffuse = new Color(0, 0, 0);
neon.emissive = new Color(1, 0.2, 0.6);
neon.emissiveIntensity = 8;
neon.update();

// An unlit marker that must keep its exact colour: leave it out of tone mapping
const marker = new StandardMaterial();
marker.useLighting = false;
marker.useTonemap = false; // Use Tonemap off in the OTHER panel
marker.emissive = new Color(1, 0.85, 0);
marker.update();

[neon, marker].forEach((material, i) => {
    const box = new Entity(`box-${i}`);
    box.addComponent('render', { type: 'box', material });
    box.setLocalPosition(i * 2 - 1, 0, -5);
    app.root.addChild(box);
});
console.log(neon.useTonemap, marker.useTonemap); // → true false
