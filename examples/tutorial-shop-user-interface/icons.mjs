import { PIXELFORMAT_SRGBA8, Texture } from 'playcanvas';

/** Drawing functions for each icon, on a 128 × 128 canvas. */
const DRAW = {
    /** @param {CanvasRenderingContext2D} ctx - Context. */
    herb(ctx) {
        ctx.fillStyle = '#4caf50';
        for (const angle of [-0.6, 0, 0.6]) {
            ctx.save();
            ctx.translate(64, 100);
            ctx.rotate(angle);
            ctx.beginPath();
            ctx.ellipse(0, -40, 16, 38, 0, 0, Math.PI * 2);
            ctx.fill();
            ctx.restore();
        }
        ctx.fillStyle = '#2e7d32';
        ctx.fillRect(60, 92, 8, 28);
    },
    /** @param {CanvasRenderingContext2D} ctx - Context. */
    potion(ctx) {
        ctx.fillStyle = '#cfd8dc';
        ctx.fillRect(52, 18, 24, 34);
        ctx.fillStyle = '#e53935';
        ctx.beginPath();
        ctx.arc(64, 80, 36, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#8d6e63';
        ctx.fillRect(50, 10, 28, 12);
        ctx.fillStyle = 'rgba(255, 255, 255, 0.5)';
        ctx.beginPath();
        ctx.arc(52, 70, 10, 0, Math.PI * 2);
        ctx.fill();
    },
    /** @param {CanvasRenderingContext2D} ctx - Context. */
    bomb(ctx) {
        ctx.strokeStyle = '#a1887f';
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.moveTo(80, 40);
        ctx.quadraticCurveTo(92, 14, 110, 20);
        ctx.stroke();
        ctx.fillStyle = '#ffca28';
        ctx.beginPath();
        ctx.arc(110, 20, 8, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#37474f';
        ctx.beginPath();
        ctx.arc(60, 76, 40, 0, Math.PI * 2);
        ctx.fill();
    },
    /** @param {CanvasRenderingContext2D} ctx - Context. */
    shield(ctx) {
        ctx.fillStyle = '#1e88e5';
        ctx.beginPath();
        ctx.moveTo(64, 12);
        ctx.lineTo(110, 28);
        ctx.quadraticCurveTo(108, 90, 64, 118);
        ctx.quadraticCurveTo(20, 90, 18, 28);
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = '#fdd835';
        ctx.fillRect(58, 26, 12, 78);
        ctx.fillRect(34, 48, 60, 12);
    },
    /** @param {CanvasRenderingContext2D} ctx - Context. */
    sword(ctx) {
        ctx.save();
        ctx.translate(64, 64);
        ctx.rotate(Math.PI / 4);
        ctx.fillStyle = '#eceff1';
        ctx.beginPath();
        ctx.moveTo(-8, 20);
        ctx.lineTo(-8, -44);
        ctx.lineTo(0, -58);
        ctx.lineTo(8, -44);
        ctx.lineTo(8, 20);
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = '#ffb300';
        ctx.fillRect(-26, 20, 52, 10);
        ctx.fillStyle = '#6d4c41';
        ctx.fillRect(-6, 30, 12, 26);
        ctx.restore();
    },
    /** @param {CanvasRenderingContext2D} ctx - Context. */
    coin(ctx) {
        ctx.fillStyle = '#ffc107';
        ctx.beginPath();
        ctx.arc(64, 64, 56, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#ff8f00';
        ctx.lineWidth = 10;
        ctx.beginPath();
        ctx.arc(64, 64, 38, 0, Math.PI * 2);
        ctx.stroke();
    }
};

/** @typedef {keyof typeof DRAW} IconName */

/**
 * Draws an icon into a new canvas and returns it as a texture.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @param {IconName} name - Which icon.
 * @returns {Texture} A 128 × 128 texture with a transparent background.
 */
export function createIcon(device, name) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 128;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    DRAW[name](ctx);
    const texture = new Texture(device, { name: `icon-${name}`, format: PIXELFORMAT_SRGBA8, mipmaps: true });
    texture.setSource(canvas);
    return texture;
}
