import {
    ADDRESS_REPEAT, Entity, FILTER_LINEAR, FILTER_LINEAR_MIPMAP_LINEAR, FILTER_NEAREST, PIXELFORMAT_RGBA8,
    StandardMaterial, Texture
} from 'playcanvas';

// The defaults of a texture created without options
const plain = new Texture(app.graphicsDevice);
const filters = plain.minFilter === FILTER_LINEAR_MIPMAP_LINEAR && plain.magFilter === FILTER_LINEAR;
console.log(plain.width, plain.height, plain.format === PIXELFORMAT_RGBA8, filters, plain.addressV === ADDRESS_REPEAT); // → 4 4 true true true
plain.destroy();

// A 2 x 2 checkerboard built from bytes: red, green, blue, alpha for each pixel
const texture = new Texture(app.graphicsDevice, {
    name: 'checker',
    width: 2,
    height: 2,
    format: PIXELFORMAT_RGBA8
});
console.log(texture.mipmaps, texture.anisotropy, texture.addressU === ADDRESS_REPEAT, texture.srgb); // → true 1 true false

const pixels = texture.lock();
pixels.set([
    230, 230, 230, 255, 40, 40, 40, 255,
    40, 40, 40, 255, 230, 230, 230, 255
]);
texture.unlock();

// Sharp pixels instead of smooth blending, like Filtering: Point in the Inspector
texture.minFilter = FILTER_NEAREST;
texture.magFilter = FILTER_NEAREST;
texture.mipmaps = false;

const material = new StandardMaterial();
material.diffuseMap = texture;
material.diffuseMapTiling.set(8, 8); // repeat the pattern 8 times across the plane
material.update();

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material });
floor.setLocalScale(8, 1, 8);
app.root.addChild(floor);

console.log(`${texture.width}x${texture.height}`, texture.mipmaps); // → 2x2 false
