/**
 * Draws a pattern into a canvas and encodes it as a PNG file in memory. The
 * returned object URL works like the URL of a file on the server: the engine
 * downloads and decodes it as it would a real texture file.
 *
 * @param {number} size - Width and height in pixels.
 * @param {(ctx: CanvasRenderingContext2D, size: number) => void} draw - Paints the pattern.
 * @returns {Promise<string>} The object URL of the PNG file.
 */
export async function createPngUrl(size, draw) {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    draw(ctx, size);
    const blob = await new Promise((resolve, reject) => {
        canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('PNG encoding failed'))), 'image/png');
    });
    return URL.createObjectURL(blob);
}

/**
 * @param {CanvasRenderingContext2D} ctx - Where to draw.
 * @param {number} size - Canvas size in pixels.
 */
export function checker(ctx, size) {
    const cell = size / 8;
    for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
            ctx.fillStyle = (x + y) % 2 ? '#3b4a5a' : '#c9d3dc';
            ctx.fillRect(x * cell, y * cell, cell, cell);
        }
    }
}

/**
 * @param {CanvasRenderingContext2D} ctx - Where to draw.
 * @param {number} size - Canvas size in pixels.
 */
export function stripes(ctx, size) {
    ctx.fillStyle = '#f2b33d';
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = '#2d2d2d';
    const width = size / 8;
    for (let x = -size; x < size; x += width * 2) {
        ctx.beginPath();
        ctx.moveTo(x, size);
        ctx.lineTo(x + width, size);
        ctx.lineTo(x + width + size, 0);
        ctx.lineTo(x + size, 0);
        ctx.fill();
    }
}

/**
 * @param {CanvasRenderingContext2D} ctx - Where to draw.
 * @param {number} size - Canvas size in pixels.
 */
export function dots(ctx, size) {
    ctx.fillStyle = '#3d8fd1';
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = '#eaf4fb';
    const step = size / 4;
    for (let y = 0; y < 4; y++) {
        for (let x = 0; x < 4; x++) {
            ctx.beginPath();
            ctx.arc((x + 0.5) * step, (y + 0.5) * step, step * 0.3, 0, Math.PI * 2);
            ctx.fill();
        }
    }
}
