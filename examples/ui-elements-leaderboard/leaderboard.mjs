import {
    Color,
    ELEMENTTYPE_GROUP,
    ELEMENTTYPE_IMAGE,
    ELEMENTTYPE_TEXT,
    Entity,
    ORIENTATION_VERTICAL,
    Script,
    Vec2,
    Vec4
} from 'playcanvas';

/** @import { CanvasFont } from 'playcanvas' */

/** @typedef {{ name: string, score: number, isPlayer?: boolean }} Entry */

const ROW_WIDTH = 480;
const ROW_HEIGHT = 44;

/**
 * A leaderboard panel. Attach it to an image element; it adds a title and a
 * column of rows that a Layout Group component stacks from the top. Call
 * setEntries() with any number of entries: it sorts them, shows the best
 * `rows` and highlights the player's row.
 */
export class Leaderboard extends Script {
    static scriptName = 'leaderboard';

    /**
     * Number of rows to show.
     *
     * @attribute
     */
    rows = 8;

    /**
     * Colour of the player's row.
     *
     * @attribute
     */
    highlight = new Color(0.95, 0.65, 0.2);

    /**
     * The font of all texts; pass it in `properties` when creating the script.
     *
     * @type {CanvasFont|undefined}
     */
    font = undefined;

    /** @type {{ row: Entity, rank: Entity, name: Entity, score: Entity }[]} */
    rowEntities = [];

    /** Rank of the player in the last entries, counting from 1; 0 if absent. */
    playerRank = 0;

    rowColors = [new Color(0.16, 0.18, 0.22), new Color(0.2, 0.22, 0.27)];

    initialize() {
        const title = this.addText(this.entity, 'title', 'LEADERBOARD', 34, new Vec4(0.5, 1, 0.5, 1), new Vec2(0.5, 1));
        title.setLocalPosition(0, -18, 0);

        // The list: a group element under the title whose children the layout group stacks.
        const list = new Entity('rows');
        list.addComponent('element', {
            type: ELEMENTTYPE_GROUP,
            anchor: new Vec4(0, 0, 1, 1),
            pivot: new Vec2(0.5, 0.5),
            margin: new Vec4(20, 20, 20, 76)
        });
        list.addComponent('layoutgroup', {
            orientation: ORIENTATION_VERTICAL,
            spacing: new Vec2(0, 6),
            alignment: new Vec2(0.5, 1)
        });
        this.entity.addChild(list);

        for (let i = 0; i < this.rows; i++) {
            const row = new Entity(`row-${i + 1}`);
            row.addComponent('element', {
                type: ELEMENTTYPE_IMAGE,
                width: ROW_WIDTH,
                height: ROW_HEIGHT,
                color: this.rowColors[i % 2]
            });
            list.addChild(row);
            this.rowEntities.push({
                row,
                rank: this.addText(row, 'rank', `${i + 1}`, 26, new Vec4(0, 0.5, 0, 0.5), new Vec2(0, 0.5), 16),
                name: this.addText(row, 'name', '', 26, new Vec4(0, 0.5, 0, 0.5), new Vec2(0, 0.5), 70),
                score: this.addText(row, 'score', '', 26, new Vec4(1, 0.5, 1, 0.5), new Vec2(1, 0.5), -16)
            });
        }
    }

    /**
     * @param {Entity} parent - Parent element.
     * @param {string} name - Entity name.
     * @param {string} text - Initial text.
     * @param {number} size - Font size.
     * @param {Vec4} anchor - Anchor in the parent.
     * @param {Vec2} pivot - Pivot of the text.
     * @param {number} [x] - Horizontal offset from the anchor.
     * @returns {Entity} The text entity.
     */
    addText(parent, name, text, size, anchor, pivot, x = 0) {
        const entity = new Entity(name);
        entity.addComponent('element', {
            type: ELEMENTTYPE_TEXT, font: this.font, fontSize: size, text, anchor, pivot,
            color: new Color(1, 1, 1)
        });
        entity.setLocalPosition(x, 0, 0);
        parent.addChild(entity);
        return entity;
    }

    /** @param {Entry[]} entries - All entries, in any order. */
    setEntries(entries) {
        // Highest score first; on a tie, the name decides so the order is stable.
        const sorted = [...entries].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
        this.playerRank = sorted.findIndex(entry => entry.isPlayer) + 1;

        this.rowEntities.forEach((cells, i) => {
            const entry = sorted[i];
            cells.row.enabled = entry !== undefined;
            if (!entry) return;
            this.setText(cells.name, entry.name);
            this.setText(cells.score, entry.score.toLocaleString('en-US'));
            if (cells.row.element) {
                cells.row.element.color = entry.isPlayer ? this.highlight : this.rowColors[i % 2];
            }
        });
    }

    /**
     * @param {Entity} entity - A text entity.
     * @param {string} text - Its new text.
     */
    setText(entity, text) {
        if (entity.element) entity.element.text = text;
    }
}
