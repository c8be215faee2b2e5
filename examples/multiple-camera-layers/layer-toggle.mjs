import { EVENT_KEYDOWN, EVENT_TOUCHSTART, KEY_L, Script } from 'playcanvas';

/**
 * Moves the render components of this entity and its children between two
 * layers when L is pressed or the screen is tapped, so you can compare the
 * held item drawn by the foreground camera with the same item drawn in the
 * world (where it clips into walls).
 */
export class LayerToggle extends Script {
    static scriptName = 'layerToggle';

    /**
     * Name of the layer used while the toggle is on.
     *
     * @attribute
     */
    onLayer = 'Foreground';

    /**
     * Name of the layer used while the toggle is off.
     *
     * @attribute
     */
    offLayer = 'World';

    useOnLayer = true;

    initialize() {
        this.apply();

        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.toggle, this);
        this.on('destroy', () => {
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.toggle, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_L) this.toggle();
    }

    toggle() {
        this.useOnLayer = !this.useOnLayer;
        this.apply();
    }

    /** Puts every render component below this entity on the chosen layer. */
    apply() {
        const name = this.useOnLayer ? this.onLayer : this.offLayer;
        const layer = this.app.scene.layers.getLayerByName(name);
        if (!layer) {
            console.warn(`layerToggle: no layer named "${name}"`);
            return;
        }
        for (const render of this.entity.findComponents('render')) {
            /** @type {import('playcanvas').RenderComponent} */ (render).layers = [layer.id];
        }
    }
}
