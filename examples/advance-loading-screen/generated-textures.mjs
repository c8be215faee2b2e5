/**
 * Draws pictures into a canvas and saves them as PNG files in memory, so the
 * example has real files to load. A project would use its own texture URLs.
 */

/**
 * @param {number} size - Width and height in pixels.
 * @param {(ctx: CanvasRenderingContext2D, size: number) => void} draw - Paints the picture.
 * @returns {Promise<string>} The object URL of the PNG file.
 */
export async function pngUrl(size, draw) {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    draw(/** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')), size);
    const blob = await new Promise((resolve, reject) => {
        canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('PNG encoding failed'))), 'image/png');
    });
    return URL.createObjectURL(blob);
}

/** @type {Record<string, (ctx: CanvasRenderingContext2D, size: number) => void>} */
export const painters = {
    tiles(ctx, size) {
        const cell = size / 8;
        for (let y = 0; y < 8; y++) {
            for (let x = 0; x < 8; x++) {
                ctx.fillStyle = (x + y) % 2 ? '#8a9099' : '#c9ced6';
                ctx.fillRect(x * cell, y * cell, cell, cell);
            }
        }
    },
    planks(ctx, size) {
        const plank = size / 4;
        for (let i = 0; i < 4; i++) {
            ctx.fillStyle = ['#a0703f', '#94653a', '#a87a48', '#8d6035'][i];
            ctx.fillRect(0, i * plank, size, plank);
            ctx.fillStyle = '#5a3d20';
            ctx.fillRect(0, i * plank, size, size / 64);
        }
    },
    bricks(ctx, size) {
        ctx.fillStyle = '#d8d0c4';
        ctx.fillRect(0, 0, size, size);
        const h = size / 8;
        const w = size / 4;
        ctx.fillStyle = '#a4553c';
        for (let row = 0; row < 8; row++) {
            const shift = (row % 2) * (w / 2);
            for (let x = -w; x < size; x += w) ctx.fillRect(x + shift + 2, row * h + 2, w - 4, h - 4);
        }
    }
};

/**
 * A small landscape painting: sky, sun and hills, in colours picked by hue.
 *
 * @param {number} hue - Hue of the sky, 0 to 360.
 * @returns {(ctx: CanvasRenderingContext2D, size: number) => void} The painter.
 */
export function landscape(hue) {
    return (ctx, size) => {
        const sky = ctx.createLinearGradient(0, 0, 0, size);
        sky.addColorStop(0, `hsl(${hue}, 60%, 45%)`);
        sky.addColorStop(1, `hsl(${(hue + 40) % 360}, 70%, 80%)`);
        ctx.fillStyle = sky;
        ctx.fillRect(0, 0, size, size);
        ctx.fillStyle = '#fff4c0';
        ctx.beginPath();
        ctx.arc(size * 0.7, size * 0.35, size * 0.12, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = `hsl(${(hue + 180) % 360}, 35%, 30%)`;
        ctx.beginPath();
        ctx.moveTo(0, size);
        ctx.quadraticCurveTo(size * 0.3, size * 0.45, size * 0.6, size * 0.8);
        ctx.quadraticCurveTo(size * 0.8, size * 0.6, size, size * 0.75);
        ctx.lineTo(size, size);
        ctx.fill();
    };
}
