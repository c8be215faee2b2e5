import { Script } from 'playcanvas';

/**
 * Plays a sprite sheet on this entity's material: the texture holds every
 * frame in a grid, and the script shows one cell at a time by setting the
 * tiling (the size of a cell) and the offset (which cell).
 */
export class Flipbook extends Script {
    static scriptName = 'flipbook';

    /**
     * Frames across the sheet.
     *
     * @attribute
     */
    columns = 4;

    /**
     * Frames down the sheet.
     *
     * @attribute
     */
    rows = 2;

    /**
     * Frames per second.
     *
     * @attribute
     * @range [1, 60]
     */
    fps = 8;

    /** @type {import('playcanvas').StandardMaterial | null} */
    material = null;

    time = 0;

    frame = -1;

    initialize() {
        const meshInstance = this.entity.render?.meshInstances[0];
        const source = /** @type {import('playcanvas').StandardMaterial | undefined} */ (meshInstance?.material);
        if (!meshInstance || !source) return;
        this.material = /** @type {import('playcanvas').StandardMaterial} */ (source.clone());
        meshInstance.material = this.material;
        // One cell of the grid fills the whole mesh.
        this.material.diffuseMapTiling.set(1 / this.columns, 1 / this.rows);
        const material = this.material;
        this.on('destroy', () => material.destroy());
        this.showFrame(0);
    }

    /** @param {number} frame - Index of the cell, row by row from the top left. */
    showFrame(frame) {
        const material = this.material;
        if (!material || frame === this.frame) return;
        this.frame = frame;
        const column = frame % this.columns;
        const row = Math.floor(frame / this.columns);
        // The offset's V counts from the bottom of the image, rows from the top.
        const u = column / this.columns;
        const v = (this.rows - 1 - row) / this.rows;
        material.diffuseMapOffset.set(u, v);
        material.update();
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.time += dt;
        const count = this.columns * this.rows;
        this.showFrame(Math.floor(this.time * this.fps) % count);
    }
}
