import {
    ADDRESS_CLAMP_TO_EDGE,
    Color,
    FILTER_LINEAR,
    PIXELFORMAT_SRGBA8,
    Script,
    Texture
} from 'playcanvas';

/**
 * Draws a ring that fills clockwise from the top to show `progress` (0 to 1).
 * The ring is drawn into a 2D canvas, and the canvas is the texture of the
 * image element this script is attached to. The canvas is redrawn and
 * uploaded only when the filled part changes.
 */
export class LoadingCircle extends Script {
    static scriptName = 'loadingCircle';

    /**
     * The progress to show, 0 to 1.
     *
     * @attribute
     */
    progress = 0;

    /**
     * Width and height of the canvas, in pixels.
     *
     * @attribute
     */
    resolution = 256;

    /**
     * Width of the ring, in canvas pixels.
     *
     * @attribute
     */
    thickness = 24;

    /**
     * Fastest fill speed, in whole turns per second.
     *
     * @attribute
     */
    speed = 1.2;

    /** @attribute */
    trackColor = new Color(1, 1, 1, 0.12);

    /** @attribute */
    fillColor = new Color(0.35, 0.8, 1);

    /**
     * A text element that shows the percentage, if any.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    label = null;

    /** The fraction of the ring shown now. */
    shown = 0;

    /** The fraction the canvas holds; -1 before the first drawing. */
    drawn = -1;

    canvas = document.createElement('canvas');

    /** @type {Texture | null} */
    texture = null;

    initialize() {
        const element = this.entity.element;
        if (!element) throw new Error('loadingCircle needs an image element');
        this.canvas.width = this.canvas.height = this.resolution;

        // sRGB, like the colours of a 2D canvas. No mipmaps: the canvas changes often.
        this.texture = new Texture(this.app.graphicsDevice, {
            name: 'loading-circle',
            width: this.resolution,
            height: this.resolution,
            format: PIXELFORMAT_SRGBA8,
            mipmaps: false,
            minFilter: FILTER_LINEAR,
            magFilter: FILTER_LINEAR,
            addressU: ADDRESS_CLAMP_TO_EDGE,
            addressV: ADDRESS_CLAMP_TO_EDGE
        });
        this.draw();
        this.texture.setSource(this.canvas);
        element.texture = this.texture;

        this.on('destroy', () => {
            // The setter takes null (no texture), though its type says Texture.
            if (this.entity.element) this.entity.element.texture = /** @type {any} */ (null);
            this.texture?.destroy();
        });
    }

    update(dt) {
        const target = Math.min(Math.max(this.progress, 0), 1);
        // Fill at a limited speed; jump back at once when the progress drops (a restart).
        this.shown = target < this.shown ? target : Math.min(target, this.shown + this.speed * dt);
        if (this.shown !== this.drawn) {
            this.draw();
            // Same canvas, new pixels: send them to the GPU again.
            this.texture?.upload();
        }
    }

    draw() {
        const ctx = this.canvas.getContext('2d');
        if (!ctx) return;
        const size = this.canvas.width;
        const centre = size / 2;
        const radius = centre - this.thickness / 2 - 2;
        const start = -Math.PI / 2;

        ctx.clearRect(0, 0, size, size);
        ctx.lineWidth = this.thickness;
        ctx.lineCap = 'round';

        ctx.globalAlpha = this.trackColor.a;
        ctx.strokeStyle = this.trackColor.toString(false);
        ctx.beginPath();
        ctx.arc(centre, centre, radius, 0, Math.PI * 2);
        ctx.stroke();

        if (this.shown > 0) {
            ctx.globalAlpha = this.fillColor.a;
            ctx.strokeStyle = this.fillColor.toString(false);
            ctx.beginPath();
            ctx.arc(centre, centre, radius, start, start + this.shown * Math.PI * 2);
            ctx.stroke();
        }
        ctx.globalAlpha = 1;
        this.drawn = this.shown;

        if (this.label?.element) this.label.element.text = `${Math.round(this.shown * 100)}%`;
    }
}
