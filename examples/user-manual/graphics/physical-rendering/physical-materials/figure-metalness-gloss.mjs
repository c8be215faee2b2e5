import {
    ADDRESS_CLAMP_TO_EDGE, ADDRESS_REPEAT, Color, Entity, EnvLighting, PIXELFORMAT_RGBA8, StandardMaterial,
    Texture, TEXTUREPROJECTION_EQUIRECT, TEXTURETYPE_RGBP, TONEMAP_ACES
} from 'playcanvas';

// Figure: 25 spheres with one copper-like base colour. Metalness rises from the left
// column (0) to the right (1); gloss from the bottom row (0) to the top row (1).

// An HDR sky as an equirectangular texture in RGBP encoding (8-bit, values up to 64)
const width = 256;
const height = 128;
const sky = new Texture(app.graphicsDevice, {
    name: 'sky', width, height, format: PIXELFORMAT_RGBA8, type: TEXTURETYPE_RGBP,
    projection: TEXTUREPROJECTION_EQUIRECT, mipmaps: false,
    addressU: ADDRESS_REPEAT, addressV: ADDRESS_CLAMP_TO_EDGE
});
const pixels = sky.lock();
for (let y = 0; y < height; y++) {
    const elevation = (0.5 - (y + 0.5) / height) * Math.PI; // the top row looks straight up
    for (let x = 0; x < width; x++) {
        const azimuth = ((x + 0.5) / width - 0.5) * 2 * Math.PI;
        const up = Math.sin(elevation);
        // Linear HDR colour: a blue gradient above the horizon, warm ground below
        let rgb = up > 0 ? [0.9 - 0.6 * up, 1.0 - 0.5 * up, 1.1 - 0.2 * up] : [0.3, 0.24, 0.18];
        if (Math.abs(elevation - 0.8) < 0.1 && Math.abs(azimuth - 0.6) < 0.12) rgb = [30, 28, 24]; // the sun
        // RGBP stores sqrt(value) / m in rgb and m (1 to 8) in alpha
        const root = rgb.map(Math.sqrt);
        const m = Math.min(Math.max(...root, 1), 8);
        const i = (y * width + x) * 4;
        pixels.set([...root.map((r) => Math.round((r / m) * 255)), Math.round(((8 - m) / 7) * 255)], i);
    }
}
sky.unlock();

// Prefilter the sky into the environment atlas the materials read
app.scene.envAtlas = EnvLighting.generateAtlas(EnvLighting.generateLightingSource(sky));
app.scene.skyboxMip = 3; // a blurred backdrop behind the spheres

const camera = new Entity('camera');
camera.addComponent('camera', { fov: 38, toneMapping: TONEMAP_ACES });
camera.setLocalPosition(0, 0, 11);
app.root.addChild(camera);

const sun = new Entity('sun');
sun.addComponent('light', { type: 'directional', intensity: 1.5, color: new Color(1, 0.96, 0.9) });
sun.setLocalEulerAngles(45, 35, 0);
app.root.addChild(sun);

/** @type {StandardMaterial[]} */
const materials = [];
for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
        const material = new StandardMaterial();
        material.useMetalness = true;
        material.diffuse = new Color(0.95, 0.64, 0.37);
        material.metalness = col / 4;
        material.gloss = row / 4;
        material.update();
        materials.push(material);

        const sphere = new Entity(`metalness-${col}-gloss-${row}`);
        sphere.addComponent('render', { type: 'sphere', material });
        sphere.setLocalPosition((col - 2) * 1.5, (row - 2) * 1.2, 0);
        app.root.addChild(sphere);
    }
}

// The top-right sphere: fully metallic and fully glossy, a mirror
console.log(materials.length, materials[24].metalness, materials[24].gloss); // → 25 1 1
console.log(app.scene.envAtlas?.width, app.scene.envAtlas?.encoding); // → 512 rgbp
