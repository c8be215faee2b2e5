import {
    ADDRESS_CLAMP_TO_EDGE, ADDRESS_REPEAT, Color, Entity, EnvLighting, PIXELFORMAT_RGBA8, StandardMaterial,
    Texture, TEXTUREPROJECTION_EQUIRECT, TEXTURETYPE_RGBP, TONEMAP_ACES
} from 'playcanvas';

// Figure (after): the scene of figure-ibl-off.mjs with image based lighting from an HDR sky.
// The same sky gives the ambient light, the reflections and the background.

// An HDR sky as an equirectangular texture in RGBP encoding (8-bit, values up to 64)
const width = 512;
const height = 256;
const source = new Texture(app.graphicsDevice, {
    name: 'sky', width, height, format: PIXELFORMAT_RGBA8, type: TEXTURETYPE_RGBP,
    projection: TEXTUREPROJECTION_EQUIRECT, mipmaps: false,
    addressU: ADDRESS_REPEAT, addressV: ADDRESS_CLAMP_TO_EDGE
});
const pixels = source.lock();
for (let y = 0; y < height; y++) {
    const elevation = (0.5 - (y + 0.5) / height) * Math.PI; // the top row looks straight up
    for (let x = 0; x < width; x++) {
        const azimuth = ((x + 0.5) / width - 0.5) * 2 * Math.PI;
        const up = Math.sin(elevation);
        // Linear HDR colour: a blue gradient above the horizon, warm ground below, bands of cloud
        let rgb = up > 0 ? [0.9 - 0.6 * up, 1.0 - 0.5 * up, 1.1 - 0.2 * up] : [0.3, 0.24, 0.18];
        if (up > 0.05 && up < 0.35 && Math.sin(azimuth * 5) > 0.6) rgb = [1.4, 1.4, 1.4];
        if (Math.abs(elevation - 0.8) < 0.1 && Math.abs(azimuth - 0.6) < 0.12) rgb = [30, 28, 24]; // the sun
        // RGBP stores sqrt(value) / m in rgb and m (1 to 8) in alpha
        const root = rgb.map(Math.sqrt);
        const m = Math.min(Math.max(...root, 1), 8);
        const i = (y * width + x) * 4;
        pixels.set([...root.map((r) => Math.round((r / m) * 255)), Math.round(((8 - m) / 7) * 255)], i);
    }
}
source.unlock();

// What the Editor's prefiltering produces: the atlas for lighting, a cubemap for the background
app.scene.envAtlas = EnvLighting.generateAtlas(EnvLighting.generateLightingSource(source));
app.scene.skybox = EnvLighting.generateSkyboxCubemap(source, 128);
app.scene.ambientLight = new Color(0.2, 0.2, 0.2); // unused now: the atlas gives the ambient light

const camera = new Entity('camera');
camera.addComponent('camera', { fov: 40, toneMapping: TONEMAP_ACES });
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
addSphere('polished gold', [1.0, 0.78, 0.34], 1, 0.95, 2.25);

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

console.log(app.scene.envAtlas?.width, app.scene.skybox?.cubemap, app.scene.skybox?.width); // → 512 true 128
