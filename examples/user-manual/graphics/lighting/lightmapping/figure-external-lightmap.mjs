import { Color, Entity, FILTER_LINEAR, PIXELFORMAT_RGBA8, StandardMaterial, Texture } from 'playcanvas';

// Figure: a floor lit only by a lightmap painted in code. The scene has no light components.
// The lightmap holds a warm pool of light and the soft contact shadow of the pedestal in its middle.

const size = 128;
const lightmap = new Texture(app.graphicsDevice, {
    name: 'FloorLightmap',
    width: size,
    height: size,
    format: PIXELFORMAT_RGBA8,
    mipmaps: false,
    minFilter: FILTER_LINEAR,
    magFilter: FILTER_LINEAR
});
const smoothstep = (a, b, t) => {
    const x = Math.min(1, Math.max(0, (t - a) / (b - a)));
    return x * x * (3 - 2 * x);
};
const texels = lightmap.lock();
for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
        const u = (x + 0.5) / size - 0.5;
        const v = (y + 0.5) / size - 0.5;
        // Pool of light from a lamp above the centre, falling off towards the walls
        const pool = Math.max(0.06, 1 - smoothstep(0, 0.5, Math.hypot(u, v)));
        // Contact shadow around the 1.6-unit pedestal (0.1 in UV on an 8-unit floor)
        const edge = Math.max(Math.abs(u), Math.abs(v));
        const contact = 0.35 + 0.65 * smoothstep(0.1, 0.2, edge);
        const light = pool * contact;
        const i = (y * size + x) * 4;
        texels[i] = Math.round(255 * light);
        texels[i + 1] = Math.round(225 * light);
        texels[i + 2] = Math.round(180 * light);
        texels[i + 3] = 255;
    }
}
lightmap.unlock();

const floorMaterial = new StandardMaterial();
floorMaterial.diffuse = new Color(0.8, 0.8, 0.8);
floorMaterial.lightMap = lightmap;
floorMaterial.update();

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: floorMaterial });
floor.setLocalScale(8, 1, 8);
app.root.addChild(floor);

// The pedestal has no lightmap, so only the scene's ambient light reaches it
const stoneMaterial = new StandardMaterial();
stoneMaterial.diffuse = new Color(0.55, 0.6, 0.7);
stoneMaterial.update();
const pedestal = new Entity('Pedestal');
pedestal.addComponent('render', { type: 'box', material: stoneMaterial });
pedestal.setLocalPosition(0, 0.5, 0);
pedestal.setLocalScale(1.6, 1, 1.6);
app.root.addChild(pedestal);

app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.04, 0.04, 0.05), fov: 45 });
camera.setLocalPosition(0, 5.5, 8);
camera.lookAt(0, 0, 0);
app.root.addChild(camera);

// No light components: everything on the floor comes from the texture
console.log(app.root.findComponents('light').length); // → 0
console.log(floorMaterial.lightMap === lightmap, floorMaterial.lightMapUv); // → true 1
