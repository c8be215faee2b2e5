import { Color, Entity, PIXELFORMAT_RGBA8, StandardMaterial, Texture } from 'playcanvas';

// A new StandardMaterial uses the specular workflow with a black specular colour:
// no highlights and no reflections until you choose a workflow
const plain = new StandardMaterial();
console.log(plain.useMetalness, plain.metalness, plain.gloss, plain.specular.toString(false)); // → false 1 0.25 #000000

// In the metalness workflow a non-metal reflects F0 = ((n - 1) / (n + 1))^2, n = 1 / refractionIndex
const n = 1 / plain.refractionIndex;
console.log(plain.refractionIndex.toFixed(3), (((n - 1) / (n + 1)) ** 2).toFixed(2)); // → 0.667 0.04

// Red plastic: a dielectric (metalness 0), fairly smooth
const plastic = new StandardMaterial();
plastic.useMetalness = true;
plastic.metalness = 0;
plastic.diffuse = new Color(0.8, 0.1, 0.1);
plastic.gloss = 0.7;
plastic.update();

// Gold: a metal (metalness stays at its default of 1); the base colour tints the reflection
const gold = new StandardMaterial();
gold.useMetalness = true;
gold.diffuse = new Color(1, 0.78, 0.34);
gold.gloss = 0.9;
gold.update();

// The Editor's Glossiness slider (0 to 100) is shininess, gloss times 100
console.log(gold.shininess.toFixed(0)); // → 90

// Brushed steel with a roughness map: invert it to use it as a gloss map
const roughness = new Texture(app.graphicsDevice, { name: 'roughness', width: 4, height: 4, format: PIXELFORMAT_RGBA8 });
roughness.lock().fill(90); // roughness 0.35 everywhere (a real map comes from a texture asset)
roughness.unlock();
const steel = new StandardMaterial();
steel.useMetalness = true;
steel.diffuse = new Color(0.75, 0.75, 0.78);
steel.gloss = 1; // multiplies the map
steel.glossMap = roughness;
steel.glossMapChannel = 'g';
steel.glossInvert = true; // gloss = 1 - roughness
steel.update();
console.log(roughness.srgb, steel.glossInvert); // → false true

[plastic, gold, steel].forEach((material, i) => {
    const sphere = new Entity(`sphere-${i}`);
    sphere.addComponent('render', { type: 'sphere', material });
    sphere.setLocalPosition(i * 1.5 - 1.5, 0.5, 0);
    app.root.addChild(sphere);
});
