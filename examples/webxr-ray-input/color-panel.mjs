import { Color, Script, StandardMaterial } from 'playcanvas';

/** @import { Entity } from 'playcanvas' */

/**
 * Connects the buttons of a UI panel to a target's colour. Each button's
 * `click` event fires for a mouse click, a touch tap and an XR select alike,
 * so this script does not care which input the user has.
 */
export class ColorPanel extends Script {
    static scriptName = 'colorPanel';

    /**
     * Entity whose colour the buttons change.
     *
     * @attribute
     * @type {Entity | null}
     */
    target = null;

    /**
     * Button entities, one per colour in `colors`.
     *
     * @attribute
     * @type {Entity[]}
     */
    buttons = [];

    /**
     * Colours applied by the buttons, in the same order.
     *
     * @attribute
     * @type {Color[]}
     */
    colors = [];

    material = new StandardMaterial();

    initialize() {
        if (this.target?.render) this.target.render.material = this.material;
        this.buttons.forEach((button, i) => {
            button.button?.on('click', () => this.apply(this.colors[i]));
            // Selectenter and selectleave come only from XR rays.
            button.element?.on('selectenter', () => button.setLocalScale(1.1, 1.1, 1));
            button.element?.on('selectleave', () => button.setLocalScale(1, 1, 1));
        });
        if (this.colors[0]) this.apply(this.colors[0]);
    }

    /** @param {Color | undefined} color - The new colour. */
    apply(color) {
        if (!color) return;
        this.material.diffuse.copy(color);
        this.material.update();
    }
}
