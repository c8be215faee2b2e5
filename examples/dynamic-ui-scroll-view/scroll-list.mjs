import { Color, ELEMENTTYPE_IMAGE, ELEMENTTYPE_TEXT, Entity, Script, Vec2, Vec4 } from 'playcanvas';

/** @import { CanvasFont } from 'playcanvas' */

/**
 * Adds rows to a Scroll View component's content at run time. Attach it to
 * the entity with the scroll view. The content needs a vertical Layout Group
 * component; this script keeps the content as tall as its rows, so the
 * scroll view knows how far it can scroll.
 */
export class ScrollList extends Script {
    static scriptName = 'scrollList';

    /**
     * Height of one row in screen units.
     *
     * @attribute
     */
    rowHeight = 56;

    /**
     * Scroll to the new row after adding it.
     *
     * @attribute
     */
    followNewRows = true;

    /**
     * The font of the rows; pass it in `properties` when creating the script.
     *
     * @type {CanvasFont|undefined}
     */
    font = undefined;

    /** Number of rows in the list. */
    count = 0;

    rowColors = [new Color(0.18, 0.21, 0.27), new Color(0.22, 0.25, 0.32)];

    /** @returns {Entity} The content entity of the scroll view. */
    get content() {
        const content = this.entity.scrollview?.contentEntity;
        if (!content) throw new Error('The scroll view has no content entity');
        return content;
    }

    /**
     * Adds a row at the end of the list.
     *
     * @param {string} text - The row's text.
     * @returns {Entity} The new row.
     */
    addRow(text) {
        const row = new Entity(`row-${this.count + 1}`);
        row.addComponent('element', {
            type: ELEMENTTYPE_IMAGE,
            height: this.rowHeight,
            color: this.rowColors[this.count % 2]
        });
        const label = new Entity('label');
        label.addComponent('element', {
            type: ELEMENTTYPE_TEXT,
            anchor: new Vec4(0, 0.5, 0, 0.5),
            pivot: new Vec2(0, 0.5),
            font: this.font,
            fontSize: 26,
            text,
            color: new Color(1, 1, 1)
        });
        label.setLocalPosition(18, 0, 0);
        row.addChild(label);
        this.content.addChild(row);
        this.count++;
        this.fitContent();
        const view = this.entity.scrollview;
        const viewport = view?.viewportEntity?.element;
        // Scroll only when the list is taller than the viewport: 0 is the top, 1 the bottom.
        if (this.followNewRows && view && viewport && this.content.element &&
            this.content.element.calculatedHeight > viewport.calculatedHeight) {
            view.scroll = new Vec2(0, 1);
        }
        this.entity.fire('scrolllist:add', this.count);
        return row;
    }

    /** Sets the content's height to the height of its rows, spacing and padding. */
    fitContent() {
        const layout = this.content.layoutgroup;
        const element = this.content.element;
        if (!layout || !element) return;
        const gaps = Math.max(this.count - 1, 0) * layout.spacing.y;
        // Padding is left, bottom, right, top.
        element.height = layout.padding.y + layout.padding.w + this.count * this.rowHeight + gaps;
    }
}
