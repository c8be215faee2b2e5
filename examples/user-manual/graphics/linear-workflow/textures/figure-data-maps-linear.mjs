import {
    Color, Entity, EnvLighting, PIXELFORMAT_RGBA8, PIXELFORMAT_SRGBA8, StandardMaterial, Texture,
    TEXTUREPROJECTION_EQUIRECT, TONEMAP_ACES
} from 'playcanvas';

// Figure (correct): two spheres. Left: polished metal with a gloss map of stripes (gloss 0.9 and 0.5).
// Right: grey plastic with a normal map of horizontal ridges. Both maps are linear (srgb: false).
// figure-data-maps-srgb.mjs shows the same maps marked as sRGB by mistake.
const SRGB = false;

const size = 64;

// Gloss map: eight horizontal stripes, bytes 230 (0.9) and 128 (0.5)
const glossMap = new Texture(app.graphicsDevice, { name: 'gloss', width: size, height: size, format: PIXELFORMAT_RGBA8, srgb: SRGB });
const gloss = glossMap.lock();
for (let y = 0; y < size; y++) {
    const value = Math.floor(y / 8) % 2 === 0 ? 230 : 128;
    for (let x = 0; x < size; x++) gloss.set([value, value, value, 255], (y * size + x) * 4);
}
glossMap.unlock();

// Normal map: ridges along U; each normal tilts up and down along V, stored as n * 0.5 + 0.5
const normalMap = new Texture(app.graphicsDevice, { name: 'ridges', width: size, height: size, format: PIXELFORMAT_RGBA8, srgb: SRGB });
const normals = normalMap.lock();
for (let y = 0; y < size; y++) {
    const tilt = 0.6 * Math.sin((y / size) * Math.PI * 2 * 8);
    const length = Math.hypot(tilt, 1);
    const encoded = [0, tilt / length, 1 / length].map((n) => Math.round((n * 0.5 + 0.5) * 255));
    for (let x = 0; x < size; x++) normals.set([...encoded, 255], (y * size + x) * 4);
}
normalMap.unlock();

// A sky for the spheres to reflect: bright upright windows in a blue sky over dark ground.
// Their reflections are sharp where the gloss is high and blurred where it is low.
const sky = new Texture(app.graphicsDevice, {
    name: 'sky', width: 128, height: 64, format: PIXELFORMAT_SRGBA8, projection: TEXTUREPROJECTION_EQUIRECT, mipmaps: false
});
const skyPixels = sky.lock();
for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 128; x++) {
        const isWindow = y > 12 && y < 31 && x % 16 < 6;
        const rgb = isWindow ? [255, 252, 240] : y < 32 ? [70, 110, 170] : [40, 38, 36];
        skyPixels.set([...rgb, 255], (y * 128 + x) * 4);
    }
}
sky.unlock();
app.scene.envAtlas = EnvLighting.generateAtlas(EnvLighting.generateLightingSource(sky));
app.scene.skyboxMip = 2; // a blurred backdrop

const camera = new Entity('camera');
camera.addComponent('camera', { fov: 35, toneMapping: TONEMAP_ACES, clearColor: new Color(0.2, 0.22, 0.25) });
camera.setLocalPosition(0, 0, 6);
app.root.addChild(camera);

const key = new Entity('key light');
key.addComponent('light', { type: 'directional', intensity: 1.6 });
key.setLocalEulerAngles(45, 30, 0);
app.root.addChild(key);

/**
 * @param {number} x - The position along the row.
 * @param {(material: StandardMaterial) => void} setMap - Assigns the map under test.
 */
function addSphere(x, setMap) {
    const material = new StandardMaterial();
    material.useMetalness = true;
    material.metalness = 0;
    material.diffuse = new Color(0.5, 0.5, 0.52);
    material.gloss = 1; // the map gives the gloss
    setMap(material);
    material.update();
    const sphere = new Entity();
    sphere.addComponent('render', { type: 'sphere', material });
    sphere.setLocalPosition(x, 0, 0);
    sphere.setLocalScale(1.8, 1.8, 1.8);
    app.root.addChild(sphere);
}
addSphere(-1.1, (material) => {
    // Metal reflects the whole sky, so the gloss of each stripe shows as sharp or blurred windows
    material.metalness = 1;
    material.diffuse = new Color(0.9, 0.9, 0.9);
    material.glossMap = glossMap;
});
addSphere(1.1, (material) => {
    material.gloss = 0.7;
    material.normalMap = normalMap;
});

console.log(glossMap.srgb, normalMap.srgb); // → false false
