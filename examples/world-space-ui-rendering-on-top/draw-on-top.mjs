import { Script } from 'playcanvas';

/**
 * Moves every element under this entity (a world-space screen) between two
 * layers: the normal UI layer, where 3D objects in front hide them, and a
 * layer that clears the depth buffer first, so they are drawn over everything.
 */
export class DrawOnTop extends Script {
    static scriptName = 'drawOnTop';

    /**
     * Draw the elements over the 3D scene.
     *
     * @attribute
     */
    onTop = false;

    /**
     * Layer for the elements when on top; it should clear the depth buffer.
     *
     * @attribute
     */
    topLayerName = 'UI On Top';

    /**
     * Layer for the elements otherwise.
     *
     * @attribute
     */
    normalLayerName = 'UI';

    /** @type {boolean|null} The value last applied to the elements. */
    applied = null;

    initialize() {
        this.apply();
    }

    update() {
        // Picks up changes made from code or in the Editor's Inspector.
        if (this.applied !== this.onTop) this.apply();
    }

    toggle() {
        this.onTop = !this.onTop;
        this.apply();
    }

    apply() {
        const name = this.onTop ? this.topLayerName : this.normalLayerName;
        const layer = this.app.scene.layers.getLayerByName(name);
        if (!layer) throw new Error(`No layer named ${name}`);
        for (const element of this.entity.findComponents('element')) {
            element.layers = [layer.id];
        }
        this.applied = this.onTop;
    }
}
