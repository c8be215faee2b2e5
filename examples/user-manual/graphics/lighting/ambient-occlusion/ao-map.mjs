import { Entity, PIXELFORMAT_RGBA8, SPECOCC_AO, StandardMaterial, Texture } from 'playcanvas';

// Stand-in for a baked AO map: white (open) in the middle, darker (occluded) near the edges.
// In a project this is a texture asset exported from your baking tool.
const size = 16;
const aoTexture = new Texture(app.graphicsDevice, {
    name: 'CrateAO',
    width: size,
    height: size,
    format: PIXELFORMAT_RGBA8,
    mipmaps: false
});
const texels = aoTexture.lock();
for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
        const edge = Math.min(x, y, size - 1 - x, size - 1 - y) / (size / 2);
        const ao = Math.round(255 * Math.min(1, 0.35 + edge));
        texels.set([ao, ao, ao, 255], (y * size + x) * 4);
    }
}
aoTexture.unlock();

const material = new StandardMaterial();
material.aoMap = aoTexture;
material.update();

// Defaults: green channel, first UV set, full strength, specular occluded by multiplying
console.log(material.aoMapChannel, material.aoMapUv, material.aoIntensity); // → g 0 1
console.log(material.occludeSpecular === SPECOCC_AO, material.occludeDirect); // → true false

// A map baked together with a lightmap usually shares its UV set, UV1
material.aoMapUv = 1;
// Halve the effect without editing the texture
material.aoIntensity = 0.5;
material.update();

const crate = new Entity('Crate');
crate.addComponent('render', { type: 'box', material });
app.root.addChild(crate);
