import { Script } from 'playcanvas';

/**
 * Switches the town's batch group on and off, and shows how many draw
 * calls the last frame used in a small label over the canvas.
 */
export class BatchToggle extends Script {
    static scriptName = 'batchToggle';

    /**
     * Id of the batch group the buildings belong to when batching is on.
     *
     * @attribute
     */
    groupId = 0;

    batched = true;

    /** @type {HTMLElement|null} */
    label = null;

    initialize() {
        const canvas = this.app.graphicsDevice.canvas;
        const label = document.createElement('div');
        label.style.cssText = 'position:absolute;left:8px;top:8px;padding:4px 8px;' +
            'font:14px sans-serif;color:#fff;background:rgba(0,0,0,0.55);border-radius:4px;pointer-events:none';
        canvas.parentElement?.appendChild(label);
        this.label = label;

        const toggle = () => this.setBatched(!this.batched);
        this.app.mouse?.on('mousedown', toggle);
        this.app.touch?.on('touchstart', toggle);
        this.app.keyboard?.on('keydown', (event) => {
            if (event.key === 32) toggle(); // Space
        });
        this.on('destroy', () => label.remove());
    }

    /**
     * @param {boolean} batched - Whether the buildings should be merged.
     */
    setBatched(batched) {
        this.batched = batched;
        const id = batched ? this.groupId : -1;
        // Every building is a child of this entity; -1 takes it out of any group
        for (const child of this.entity.children) {
            const render = /** @type {import('playcanvas').Entity} */ (child).render;
            if (render) render.batchGroupId = id;
        }
    }

    update() {
        // Counted by the graphics device over the last frame
        const calls = this.app.stats.drawCalls.total;
        if (this.label) {
            this.label.textContent = `${this.batched ? 'Batched' : 'Not batched'}: ${calls} draw calls`;
        }
    }
}
