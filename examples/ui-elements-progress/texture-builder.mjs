import {
    ADDRESS_CLAMP_TO_EDGE,
    Color,
    FILTER_NEAREST,
    PIXELFORMAT_RGBA8,
    Script,
    StandardMaterial,
    Texture
} from 'playcanvas';

/** @import { Entity } from 'playcanvas' */

const SIZE = 32;

/**
 * Real work to measure: builds one small texture per step from pixels and
 * puts it on a tile, then reports progress with `build:progress` (0 to 1) and
 * `build:done` on the app. Starts over a moment after it finishes.
 */
export class TextureBuilder extends Script {
    static scriptName = 'textureBuilder';

    /**
     * Seconds between two textures, so the progress is easy to follow.
     *
     * @attribute
     */
    stepTime = 0.2;

    /**
     * Seconds to wait after finishing before starting again.
     *
     * @attribute
     */
    pause = 1.5;

    /** @type {Entity[]} */
    tiles = [];

    /** @type {Texture[]} */
    textures = [];

    /** @type {StandardMaterial[]} */
    materials = [];

    built = 0;

    timer = 0;

    blank = new StandardMaterial();

    initialize() {
        this.blank.diffuse = new Color(0.25, 0.27, 0.3);
        this.blank.update();
        this.tiles = this.entity.findComponents('render').map(render => render.entity);
        this.on('destroy', () => this.clear());
        this.restart();
    }

    restart() {
        this.clear();
        this.built = 0;
        this.timer = 0;
        this.app.fire('build:progress', 0);
    }

    clear() {
        for (const tile of this.tiles) {
            tile.render?.meshInstances.forEach((mi) => { mi.material = this.blank; });
        }
        for (const texture of this.textures) texture.destroy();
        for (const material of this.materials) material.destroy();
        this.textures.length = 0;
        this.materials.length = 0;
    }

    /** @param {number} dt - Time since the last frame in seconds. */
    update(dt) {
        this.timer += dt;
        const total = this.tiles.length;
        if (this.built >= total) {
            if (this.timer >= this.pause) this.restart();
            return;
        }
        if (this.timer < this.stepTime) return;
        this.timer = 0;

        this.buildTile(this.tiles[this.built], this.built);
        this.built++;
        this.app.fire('build:progress', this.built / total);
        if (this.built === total) this.app.fire('build:done');
    }

    /**
     * @param {Entity} tile - The tile to texture.
     * @param {number} index - Its index, which picks the pattern's colour.
     */
    buildTile(tile, index) {
        const texture = new Texture(this.app.graphicsDevice, {
            name: `pattern-${index}`,
            width: SIZE,
            height: SIZE,
            format: PIXELFORMAT_RGBA8,
            mipmaps: false,
            minFilter: FILTER_NEAREST,
            magFilter: FILTER_NEAREST,
            addressU: ADDRESS_CLAMP_TO_EDGE,
            addressV: ADDRESS_CLAMP_TO_EDGE
        });
        const hue = index / this.tiles.length;
        const pixels = texture.lock();
        for (let y = 0; y < SIZE; y++) {
            for (let x = 0; x < SIZE; x++) {
                const i = (y * SIZE + x) * 4;
                const on = ((x >> 2) + (y >> 2) + index) % 2 === 0;
                pixels[i] = 255 * (on ? 0.5 + 0.5 * Math.cos(6.283 * hue) : 0.15);
                pixels[i + 1] = 255 * (on ? 0.5 + 0.5 * Math.cos(6.283 * (hue - 0.33)) : 0.15);
                pixels[i + 2] = 255 * (on ? 0.5 + 0.5 * Math.cos(6.283 * (hue - 0.67)) : 0.2);
                pixels[i + 3] = 255;
            }
        }
        texture.unlock();
        this.textures.push(texture);

        const material = new StandardMaterial();
        material.diffuseMap = texture;
        material.update();
        this.materials.push(material);
        tile.render?.meshInstances.forEach((mi) => { mi.material = material; });
    }
}
