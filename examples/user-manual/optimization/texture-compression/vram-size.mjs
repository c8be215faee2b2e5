import {
    PIXELFORMAT_ASTC_4x4, PIXELFORMAT_DXT1, PIXELFORMAT_DXT5, PIXELFORMAT_RGBA8, TextureUtils
} from 'playcanvas';

// GPU memory of a 1024 x 1024 texture with its full mipmap chain
/** @param {number} format */
const mib = (format) => {
    const bytes = TextureUtils.calcGpuSize(1024, 1024, 1, format, true, false);
    return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
};

console.log(`RGBA8 ${mib(PIXELFORMAT_RGBA8)}`); // → RGBA8 5.33 MiB
console.log(`DXT5 ${mib(PIXELFORMAT_DXT5)}`); // → DXT5 1.33 MiB
console.log(`ASTC 4x4 ${mib(PIXELFORMAT_ASTC_4x4)}`); // → ASTC 4x4 1.33 MiB
console.log(`DXT1 ${mib(PIXELFORMAT_DXT1)}`); // → DXT1 0.67 MiB
