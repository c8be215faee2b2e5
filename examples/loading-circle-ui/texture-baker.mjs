import { Script, Texture, PIXELFORMAT_SRGBA8 } from 'playcanvas';

/**
 * A task with real steps: it makes `count` small pattern textures in code,
 * one every `interval` seconds, and reports its progress. The interval
 * stands in for the time a download would take.
 *
 * Events: `progress` (fraction, done), `baked` (texture, index), `finished`.
 */
export class TextureBaker extends Script {
    static scriptName = 'textureBaker';

    /**
     * How many textures to make.
     *
     * @attribute
     */
    count = 16;

    /**
     * Width and height of each texture, in pixels.
     *
     * @attribute
     */
    size = 64;

    /**
     * Seconds between two steps.
     *
     * @attribute
     */
    interval = 0.2;

    /** Textures made in this run. */
    done = 0;

    /** done / count, 0 to 1. */
    progress = 0;

    /** How many times the task has started. */
    runs = 0;

    busy = false;

    timer = 0;

    /** @type {Texture[]} */
    textures = [];

    initialize() {
        this.on('destroy', () => this.clear());
        this.start();
    }

    /** Throws away what the last run made and starts again. */
    start() {
        this.clear();
        this.done = 0;
        this.progress = 0;
        this.timer = 0;
        this.busy = true;
        this.runs++;
        this.fire('progress', 0, 0);
    }

    clear() {
        this.textures.forEach((texture) => texture.destroy());
        this.textures.length = 0;
    }

    update(dt) {
        if (!this.busy) return;
        this.timer += dt;
        if (this.timer < this.interval) return;
        this.timer -= this.interval;

        const texture = this.bake(this.done);
        this.textures.push(texture);
        this.done++;
        this.progress = this.done / this.count;
        this.fire('baked', texture, this.done - 1);
        this.fire('progress', this.progress, this.done);
        if (this.done >= this.count) {
            this.busy = false;
            this.fire('finished');
        }
    }

    /**
     * @param {number} index - Which texture of the run.
     * @returns {Texture} A texture with stripes of one hue.
     */
    bake(index) {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = this.size;
        const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
        const hue = (index * 360) / this.count;
        ctx.fillStyle = `hsl(${hue}, 65%, 35%)`;
        ctx.fillRect(0, 0, this.size, this.size);
        ctx.fillStyle = `hsl(${hue}, 80%, 65%)`;
        const stripe = this.size / 8;
        for (let i = -8; i < 8; i += 2) {
            ctx.beginPath();
            ctx.moveTo(i * stripe, this.size);
            ctx.lineTo((i + 8) * stripe, 0);
            ctx.lineTo((i + 9) * stripe, 0);
            ctx.lineTo((i + 1) * stripe, this.size);
            ctx.fill();
        }
        const texture = new Texture(this.app.graphicsDevice, {
            name: `pattern-${index}`, format: PIXELFORMAT_SRGBA8, mipmaps: false
        });
        texture.setSource(canvas);
        return texture;
    }
}
