/**
 * Makes a grainy stone texture as a PNG file in memory and returns its object
 * URL. Random pixels compress badly, so a 512 × 512 file is about 600 KB:
 * big enough for its loading to report progress a few times.
 *
 * @param {number} r - Base red, 0 to 255.
 * @param {number} g - Base green, 0 to 255.
 * @param {number} b - Base blue, 0 to 255.
 * @returns {Promise<string>} The object URL of the PNG file.
 */
export async function createGranitePngUrl(r, g, b) {
    const size = 512;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const image = ctx.createImageData(size, size);
    for (let i = 0; i < image.data.length; i += 4) {
        const grain = 0.6 + Math.random() * 0.5;
        image.data[i] = Math.min(255, r * grain);
        image.data[i + 1] = Math.min(255, g * grain);
        image.data[i + 2] = Math.min(255, b * grain);
        image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise((resolve, reject) => {
        canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('PNG encoding failed'))), 'image/png');
    });
    return URL.createObjectURL(blob);
}
