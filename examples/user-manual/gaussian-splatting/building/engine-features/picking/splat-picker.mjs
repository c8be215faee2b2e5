import { EVENT_MOUSEDOWN, Entity, GSplatComponent, Picker, Script } from 'playcanvas';

/**
 * Picks Gaussian splats with the mouse. Add it to the camera entity. On a click it fires
 * `splat:picked` on the app with the picked entity and the world point, or null and null.
 */
export class SplatPicker extends Script {
    static scriptName = 'splatPicker';

    /**
     * Size of the pick buffer relative to the canvas. Lower is faster, but misses small splats.
     *
     * @attribute
     * @range [0.1, 1]
     */
    resolution = 0.25;

    /** @type {Picker|null} */
    picker = null;

    initialize() {
        // Write component IDs into the work buffer so that picks return components
        this.app.scene.gsplat.enableIds = true;
        this.picker = new Picker(this.app, 1, 1, true);

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        this.once('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            this.picker?.destroy();
        });
    }

    onMouseDown(event) {
        this.pick(event.x, event.y);
    }

    /**
     * @param {number} x - Canvas X in CSS pixels.
     * @param {number} y - Canvas Y in CSS pixels.
     */
    async pick(x, y) {
        const camera = this.entity.camera;
        const picker = this.picker;
        const world = this.app.scene.layers.getLayerByName('World');
        if (!camera || !picker || !world) return;

        // Render the World layer into the small pick buffer, from this camera
        const canvas = this.app.graphicsDevice.canvas;
        const scale = this.resolution;
        picker.resize(canvas.clientWidth * scale, canvas.clientHeight * scale);
        picker.prepare(camera, this.app.scene, [world]);

        // Read it back without stalling the GPU
        const [hit] = await picker.getSelectionAsync(x * scale, y * scale);
        const point = await picker.getWorldPointAsync(x * scale, y * scale);

        /** @type {Entity|null} */
        const entity = hit instanceof GSplatComponent ? hit.entity : null;
        this.app.fire('splat:picked', entity, entity ? point : null);
    }
}
