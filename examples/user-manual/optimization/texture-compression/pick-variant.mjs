import { Asset } from 'playcanvas';

// A texture asset's file with a DXT and a Basis variant (the names are examples)
const file = {
    url: 'files/crate.png',
    filename: 'crate.png',
    variants: {
        dxt: { url: 'files/crate.dxt.dds', filename: 'crate.dxt.dds' },
        basis: { url: 'files/crate.basis.basis', filename: 'crate.basis.basis' }
    }
};

// The extCompressedTexture* flags belong to the WebGL and WebGPU device classes
const device = /** @type {any} */ (app.graphicsDevice);

/** @param {Asset} asset */
const urlOf = (asset) => /** @type {{ url: string }} */ (asset.file).url;

// Without DXT support the engine keeps the Basis file
const first = new Asset('crate', 'texture', file);
console.log(urlOf(first)); // → files/crate.basis.basis

// Pretend the GPU supports S3TC (DXT), as most desktop GPUs do
device.extCompressedTextureS3TC = true;
const second = new Asset('crate', 'texture', file);
console.log(urlOf(second)); // → files/crate.dxt.dds
device.extCompressedTextureS3TC = false;
