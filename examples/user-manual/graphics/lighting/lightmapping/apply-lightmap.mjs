import { Entity, FILTER_LINEAR, PIXELFORMAT_RGBA8, StandardMaterial, Texture } from 'playcanvas';

// Stand-in for a baked lightmap: 32 x 32 texels, bright in the middle, dark at the edges.
// In a project this texture is a texture asset exported from your baking tool.
const size = 32;
const lightmap = new Texture(app.graphicsDevice, {
    name: 'FloorLightmap',
    width: size,
    height: size,
    format: PIXELFORMAT_RGBA8,
    mipmaps: false,
    minFilter: FILTER_LINEAR,
    magFilter: FILTER_LINEAR
});
const texels = lightmap.lock();
for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
        const d = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / (size / 2);
        const light = Math.max(0, 1 - d * d);
        const i = (y * size + x) * 4;
        texels[i] = 255 * light;
        texels[i + 1] = 220 * light;
        texels[i + 2] = 170 * light;
        texels[i + 3] = 255;
    }
}
lightmap.unlock();

// The lightmap goes into the material's lightMap slot
const floorMaterial = new StandardMaterial();
floorMaterial.lightMap = lightmap;
floorMaterial.update();

// Defaults: read through the second UV set (UV1), all three colour channels
console.log(floorMaterial.lightMapUv, floorMaterial.lightMapChannel); // → 1 rgb

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: floorMaterial });
floor.setLocalScale(8, 1, 8);
app.root.addChild(floor);

// The mesh must have UV1 for this to work; the built-in primitives have one
const format = floor.render?.meshInstances[0].mesh?.vertexBuffer?.format;
console.log(format?.hasUv(1)); // → true
