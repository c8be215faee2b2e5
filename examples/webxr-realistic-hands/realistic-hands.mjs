import { Color, Script, StandardMaterial } from 'playcanvas';
import { RealisticHand } from './realistic-hand.mjs';

/** @import { XrInputSource } from 'playcanvas' */

/**
 * Gives every tracked hand a RealisticHand model with a skin-like material.
 */
export class RealisticHands extends Script {
    static scriptName = 'realisticHands';

    /**
     * Skin colour.
     *
     * @attribute
     */
    skinColor = new Color(0.87, 0.68, 0.57);

    /** @type {Map<XrInputSource, RealisticHand>} */
    hands = new Map();

    material = new StandardMaterial();

    initialize() {
        // Soft, slightly glossy skin that picks up a little colour in shadow.
        this.material.diffuse.copy(this.skinColor);
        this.material.gloss = 0.35;
        this.material.metalness = 0;
        this.material.useMetalness = true;
        this.material.sheen = new Color(0.6, 0.3, 0.25);
        this.material.useSheen = true;
        this.material.update();

        const xr = this.app.xr;
        if (!xr || !xr.supported) return;
        for (const source of xr.input.inputSources) this.onAdd(source);
        xr.input.on('add', this.onAdd, this);
        xr.input.on('remove', this.onRemove, this);
        this.on('destroy', () => {
            xr.input.off('add', this.onAdd, this);
            xr.input.off('remove', this.onRemove, this);
        });
    }

    /** @param {XrInputSource} source - The new input source. */
    onAdd(source) {
        if (!source.hand) return;
        const model = new RealisticHand(source.hand, this.material);
        this.app.root.addChild(model.root);
        this.hands.set(source, model);
    }

    /** @param {XrInputSource} source - The removed input source. */
    onRemove(source) {
        this.hands.get(source)?.destroy();
        this.hands.delete(source);
    }

    update() {
        for (const model of this.hands.values()) model.update();
    }
}
