import {
    Color, Entity, EnvLighting, PIXELFORMAT_RGBA8, Quat, StandardMaterial, Texture, TEXTUREPROJECTION_EQUIRECT
} from 'playcanvas';

// A 64 x 32 panorama stands in for an HDR image: light blue sky above, brown ground below
const source = new Texture(app.graphicsDevice, {
    name: 'panorama', width: 64, height: 32, format: PIXELFORMAT_RGBA8, srgb: true,
    projection: TEXTUREPROJECTION_EQUIRECT, mipmaps: false
});
const pixels = source.lock();
for (let i = 0; i < 64 * 32; i++) pixels.set(i < 64 * 16 ? [150, 190, 240, 255] : [90, 70, 50, 255], i * 4);
source.unlock();

// 1. A 128 px cubemap with mipmaps, the input of the prefiltering
const lighting = EnvLighting.generateLightingSource(source);
// 2. The environment atlas: reflections for six levels of roughness, plus the ambient light
const envAtlas = EnvLighting.generateAtlas(lighting);
// 3. A cubemap for the background (faces a quarter of the panorama's width by default)
const skybox = EnvLighting.generateSkyboxCubemap(source);
console.log(lighting.width, lighting.mipmaps, envAtlas.width, skybox.width); // → 128 true 512 16

app.scene.envAtlas = envAtlas; // ambient light and reflections of every material that uses the skybox
app.scene.skybox = skybox; // the background, and the sharpest reflections
app.scene.skyboxIntensity = 1.2; // Intensity in the RENDERING panel
app.scene.skyboxRotation = new Quat().setFromEulerAngles(0, 90, 0); // Rotation

// A mirror-like metal reflects the environment; this one opts out and uses the ambient colour
const chrome = new StandardMaterial();
chrome.useMetalness = true;
chrome.gloss = 0.95;
chrome.update();
const shadowed = new StandardMaterial();
shadowed.useSkybox = false; // Use Skybox off in the OTHER panel
shadowed.update();
app.scene.ambientLight = new Color(0.1, 0.1, 0.12);

[chrome, shadowed].forEach((material, i) => {
    const sphere = new Entity(`sphere-${i}`);
    sphere.addComponent('render', { type: 'sphere', material });
    sphere.setLocalPosition(i * 1.5 - 0.75, 0.5, 0);
    app.root.addChild(sphere);
});
console.log(chrome.useSkybox, shadowed.useSkybox); // → true false
