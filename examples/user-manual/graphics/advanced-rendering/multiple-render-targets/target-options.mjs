import { PIXELFORMAT_RGBA16F, PIXELFORMAT_RGBA8, RenderTarget, Texture } from 'playcanvas';

const device = app.graphicsDevice;
const texture = (name, format) => new Texture(device, { name, width: 256, height: 256, format, mipmaps: false });

// Formats may differ between colour buffers; sizes must not
const target = new RenderTarget({
    colorBuffers: [texture('color', PIXELFORMAT_RGBA8), texture('velocity', PIXELFORMAT_RGBA16F)]
});
console.log(target.name); // → color
console.log(target.depth); // → true

// resize() resizes every colour buffer together
target.resize(640, 360);
console.log(`${target.getColorBuffer(1).width}x${target.getColorBuffer(1).height}`); // → 640x360

// Pass only one of colorBuffer and colorBuffers. Given both, playcanvas
// 2.23.3 keeps colorBuffer and ignores the array (the debug build asserts)
const mixed = new RenderTarget({
    colorBuffer: texture('single', PIXELFORMAT_RGBA8),
    colorBuffers: [texture('a', PIXELFORMAT_RGBA8), texture('b', PIXELFORMAT_RGBA8)]
});
console.log(mixed.colorBufferCount); // → 1
