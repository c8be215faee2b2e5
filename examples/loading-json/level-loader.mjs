import { Color, EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, Entity, KEY_SPACE, Script, StandardMaterial } from 'playcanvas';

/**
 * @typedef {object} LevelData
 * @property {string} title - Shown to the player.
 * @property {number} spacing - Distance between column centres.
 * @property {string[]} colors - Colours by height, as #rrggbb.
 * @property {number[][]} heights - Column heights, row by row.
 */

/**
 * Builds a level of box columns from a JSON asset. A click or Space loads the
 * next JSON asset of `levels` and rebuilds. The app event `level:status`
 * tells the page what is shown.
 */
export class LevelLoader extends Script {
    static scriptName = 'levelLoader';

    /**
     * The level files, in play order.
     *
     * @attribute
     * @type {import('playcanvas').Asset[]}
     * @resource json
     */
    levels = [];

    index = 0;

    /** @type {Entity | null} */
    built = null;

    /** @type {Map<string, StandardMaterial>} */
    materials = new Map();

    initialize() {
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.next, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.next, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.next, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.next, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
        this.show(0);
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.next();
    }

    next() {
        if (this.levels.length) this.show((this.index + 1) % this.levels.length);
    }

    /** @param {number} index - Which level to show. */
    show(index) {
        this.index = index;
        const asset = this.levels[index];
        if (!asset) return;
        // Loads the file the first time; later calls find it loaded and run at once.
        asset.ready(() => {
            // Ignore a late answer if the player has moved on meanwhile.
            if (this.index !== index) return;
            // A file that is not valid JSON still loads, with a null resource.
            if (!asset.resource) {
                this.app.fire('level:status', `${asset.name} is not valid JSON`);
                return;
            }
            this.build(/** @type {LevelData} */ (asset.resource));
        });
        this.app.assets.load(asset);
    }

    /** @param {LevelData} level - The parsed JSON. */
    build(level) {
        this.built?.destroy();
        const root = new Entity(level.title);
        const rows = level.heights.length;
        const cols = Math.max(...level.heights.map((row) => row.length));
        level.heights.forEach((row, z) => {
            row.forEach((height, x) => {
                if (height <= 0) return;
                const column = new Entity(`column ${x},${z}`);
                const hex = level.colors[(height - 1) % level.colors.length] ?? '#ffffff';
                column.addComponent('render', { type: 'box', material: this.material(hex) });
                column.setLocalScale(1, height * 0.5, 1);
                column.setLocalPosition(
                    (x - (cols - 1) / 2) * level.spacing,
                    height * 0.25,
                    (z - (rows - 1) / 2) * level.spacing
                );
                root.addChild(column);
            });
        });
        this.entity.addChild(root);
        this.built = root;
        this.app.fire('level:status', `${level.title} (${this.levels[this.index]?.name}). Click for the next level`);
    }

    /**
     * @param {string} hex - A colour as #rrggbb.
     * @returns {StandardMaterial} A shared material of that colour.
     */
    material(hex) {
        let material = this.materials.get(hex);
        if (!material) {
            material = new StandardMaterial();
            material.diffuse = new Color().fromString(hex);
            material.update();
            this.materials.set(hex, material);
        }
        return material;
    }
}
