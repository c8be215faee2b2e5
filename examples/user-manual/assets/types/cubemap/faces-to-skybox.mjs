import { Asset, FILTER_LINEAR, FILTER_LINEAR_MIPMAP_LINEAR, PIXELFORMAT_RGBA8, Texture } from 'playcanvas';

// Six one-colour face textures stand in for uploaded images.
// Order: right (+X), left (-X), top (+Y), bottom (-Y), front (+Z), back (-Z)
const colors = [[200, 80, 60], [60, 80, 200], [120, 180, 255], [70, 60, 50], [90, 200, 90], [230, 210, 90]];
const faceIds = colors.map((rgb, i) => {
    const texture = new Texture(app.graphicsDevice, {
        name: `sky-face-${i}`, width: 8, height: 8, format: PIXELFORMAT_RGBA8, mipmaps: false
    });
    const pixels = texture.lock();
    for (let p = 0; p < pixels.length; p += 4) pixels.set([...rgb, 255], p);
    texture.unlock();

    const face = new Asset(`sky-face-${i}.png`, 'texture', undefined, {});
    face.resource = texture;
    face.loaded = true;
    app.assets.add(face);
    return face.id;
});

// The same data the Editor stores for a cubemap asset: six texture asset IDs and filtering
const sky = new Asset('Sky', 'cubemap', undefined, {
    textures: faceIds,
    minFilter: FILTER_LINEAR_MIPMAP_LINEAR,
    magFilter: FILTER_LINEAR,
    anisotropy: 1
});
app.assets.add(sky);

// setSkybox() loads the cubemap (and its faces) and draws it behind the scene
app.setSkybox(sky);

const cube = sky.resources[0];
console.log(cube?.cubemap, cube?.width, sky.resources.length); // → true 8 7
console.log(app.scene.skybox === cube); // → true
