import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Material, Script } from 'playcanvas';

/**
 * Replaces one material of a model with the next one of a list on a click, a
 * tap or Space. Only the mesh instances that used the named material change.
 */
export class MaterialSwitcher extends Script {
    static scriptName = 'materialSwitcher';

    /**
     * Name of the model's material to replace, as the model file names it.
     *
     * @attribute
     */
    materialName = 'Paint';

    /**
     * Material assets to switch to, in order.
     *
     * @attribute
     * @type {import('playcanvas').Asset[]}
     * @resource material
     */
    materials = [];

    /** Which material is on: 0 is the model's own, 1 the first of the list. */
    index = 0;

    /** @type {import('playcanvas').MeshInstance[]} */
    targets = [];

    /** @type {Material[]} */
    choices = [];

    initialize() {
        // Find every mesh instance below this entity that draws with the named material.
        for (const render of this.entity.findComponents('render')) {
            for (const meshInstance of /** @type {import('playcanvas').RenderComponent} */ (render).meshInstances) {
                if (meshInstance.material?.name === this.materialName) this.targets.push(meshInstance);
            }
        }
        const original = this.targets[0]?.material;
        if (!original) return;

        this.choices = [original];
        for (const asset of this.materials) {
            if (asset.resource instanceof Material) this.choices.push(asset.resource);
        }

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.next, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.next, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.next, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.next, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.next();
    }

    next() {
        if (this.choices.length < 2) return;
        this.index = (this.index + 1) % this.choices.length;
        const material = this.choices[this.index];
        // Assigning a mesh instance's material is all it takes; nothing is copied or rebuilt.
        for (const meshInstance of this.targets) meshInstance.material = material;
        this.fire('switch', material);
    }
}
