import { ADDRESS_CLAMP_TO_EDGE, PIXELFORMAT_RGBA8, Texture } from 'playcanvas';

/**
 * @param {number} size - Width and height in pixels.
 * @returns {{ canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D }} A square canvas.
 */
function squareCanvas(size) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    return { canvas, ctx };
}

/**
 * A 2D cookie for a spot light: a round stained-glass window with four
 * coloured panes and a dark frame. The light takes the colour of each pane.
 * Everything outside the circle is black, because the spot cone is round.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @returns {Texture} A 2D texture.
 */
export function createWindowCookie(device) {
    const size = 256;
    const { canvas, ctx } = squareCanvas(size);
    const c = size / 2;
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, size, size);

    // Four quarter panes, clipped to a circle that fits inside the square.
    ctx.save();
    ctx.beginPath();
    ctx.arc(c, c, c * 0.9, 0, Math.PI * 2);
    ctx.clip();
    const panes = ['#ff5a4a', '#ffd84a', '#4ad0ff', '#7cff6a'];
    panes.forEach((color, i) => {
        ctx.fillStyle = color;
        ctx.fillRect((i % 2) * c, Math.floor(i / 2) * c, c, c);
    });
    ctx.restore();

    // The frame: a ring and a cross, black so no light passes.
    ctx.strokeStyle = '#000';
    ctx.lineWidth = size * 0.05;
    ctx.beginPath();
    ctx.arc(c, c, c * 0.9, 0, Math.PI * 2);
    ctx.moveTo(c, 0);
    ctx.lineTo(c, size);
    ctx.moveTo(0, c);
    ctx.lineTo(size, c);
    ctx.stroke();

    const texture = new Texture(device, {
        name: 'window-cookie',
        width: size,
        height: size,
        format: PIXELFORMAT_RGBA8,
        // The panes are sRGB colours, as a canvas draws them.
        srgb: true,
        addressU: ADDRESS_CLAMP_TO_EDGE,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });
    texture.setSource(canvas);
    return texture;
}

/**
 * A cubemap cookie for an omni light: six black faces with white holes, like
 * a punched tin lantern. Only the red channel is needed, but a canvas is RGBA.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @returns {Texture} A cubemap texture.
 */
export function createLanternCookie(device) {
    const size = 128;
    const faces = [];
    for (let face = 0; face < 6; face++) {
        const { canvas, ctx } = squareCanvas(size);
        ctx.fillStyle = '#000';
        ctx.fillRect(0, 0, size, size);
        ctx.fillStyle = '#fff';
        // A 4 x 4 grid of holes, shifted on odd rows, like a pattern of nail holes.
        for (let row = 0; row < 4; row++) {
            for (let col = 0; col < 4; col++) {
                const x = (col + 0.5 + (row % 2) * 0.25) * (size / 4);
                const y = (row + 0.5) * (size / 4);
                ctx.beginPath();
                ctx.arc(x, y, size * 0.045, 0, Math.PI * 2);
                ctx.fill();
            }
        }
        faces.push(canvas);
    }

    const texture = new Texture(device, {
        name: 'lantern-cookie',
        cubemap: true,
        width: size,
        height: size,
        format: PIXELFORMAT_RGBA8,
        addressU: ADDRESS_CLAMP_TO_EDGE,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });
    // Faces in the order +X, -X, +Y, -Y, +Z, -Z.
    texture.setSource(faces);
    return texture;
}
