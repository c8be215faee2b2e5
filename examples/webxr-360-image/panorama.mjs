/**
 * Paints an equirectangular panorama into a canvas: x runs once around the
 * viewer (360 degrees), y from straight up (top row) to straight down (bottom
 * row). The engine puts the image's left and right edges straight ahead
 * (-Z) and its middle behind (+Z); x grows as you turn to the right. The
 * picture is a sky over hills, with a compass letter every 90 degrees.
 *
 * @param {number} width - Width in pixels; the height is half of it.
 * @returns {HTMLCanvasElement} The painted canvas.
 */
export function paintPanorama(width) {
    const height = width / 2;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));

    // Sky: deep blue overhead to pale at the horizon (the middle row).
    const sky = ctx.createLinearGradient(0, 0, 0, height / 2);
    sky.addColorStop(0, '#1b3f8f');
    sky.addColorStop(1, '#f3c9a0');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height / 2);

    // Ground: below the horizon, darker towards the feet.
    const ground = ctx.createLinearGradient(0, height / 2, 0, height);
    ground.addColorStop(0, '#5d7a3a');
    ground.addColorStop(1, '#1f2a14');
    ctx.fillStyle = ground;
    ctx.fillRect(0, height / 2, width, height / 2);

    // A low sun. Anything drawn near x = 0 must also be drawn at x = width to wrap.
    ctx.fillStyle = '#fff3c4';
    ctx.beginPath();
    ctx.arc(width * 0.1, height * 0.33, height * 0.025, 0, Math.PI * 2);
    ctx.fill();

    // Hills: a sum of sines whose periods divide the width, so the ends meet.
    ctx.fillStyle = '#3e5a2c';
    ctx.beginPath();
    ctx.moveTo(0, height / 2);
    for (let x = 0; x <= width; x += 4) {
        const a = (x / width) * Math.PI * 2;
        const hill = 0.5 + 0.3 * Math.sin(a * 3) + 0.2 * Math.sin(a * 7 + 1);
        ctx.lineTo(x, height / 2 - hill * height * 0.08);
    }
    ctx.lineTo(width, height / 2);
    ctx.closePath();
    ctx.fill();

    // Compass letters a quarter of the width apart. N sits on the seam, so it is drawn
    // at both edges; each half shows on its own side of the seam.
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${Math.round(height * 0.08)}px sans-serif`;
    ctx.textAlign = 'center';
    const letters = [['N', 0], ['E', 0.25], ['S', 0.5], ['W', 0.75], ['N', 1]];
    for (const [letter, u] of letters) ctx.fillText(String(letter), Number(u) * width, height * 0.44);
    return canvas;
}
