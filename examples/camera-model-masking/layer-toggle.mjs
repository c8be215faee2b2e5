import { EVENT_KEYDOWN, Script } from 'playcanvas';

/** @import { KeyboardEvent } from 'playcanvas' */

/**
 * Adds a layer to, or removes it from, the camera on this entity when a key
 * is pressed. The camera renders only the layers listed in `camera.layers`.
 */
export class LayerToggle extends Script {
    static scriptName = 'layerToggle';

    /**
     * Name of the layer to show or hide.
     *
     * @attribute
     */
    layerName = 'X-Ray';

    /**
     * Key code that toggles the layer (88 is X).
     *
     * @attribute
     */
    key = 88;

    initialize() {
        const keyboard = this.app.keyboard;
        if (!keyboard) return;
        keyboard.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => keyboard.off(EVENT_KEYDOWN, this.onKeyDown, this));
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key !== this.key || event.event?.repeat) return;

        const camera = this.entity.camera;
        const layer = this.app.scene.layers.getLayerByName(this.layerName);
        if (!camera || !layer) return;

        // `layers` must be given a new array; changing the old one in place
        // is not noticed by the camera.
        const layers = camera.layers;
        camera.layers = layers.includes(layer.id) ?
            layers.filter(id => id !== layer.id) :
            [...layers, layer.id];
    }
}
