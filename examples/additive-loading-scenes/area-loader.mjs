import { Script } from 'playcanvas';
import { loadData, loadHierarchy } from './scene-loading.mjs';

/**
 * Adds scenes to the running app and removes them again, area by area,
 * without touching anything else in the hierarchy. Fires 'change' whenever
 * the set of loaded areas changes.
 */
export class AreaLoader extends Script {
    static scriptName = 'areaLoader';

    /**
     * Names of the scenes this loader may add, in display order.
     *
     * @attribute
     * @type {string[]}
     */
    areas = [];

    /**
     * Download every area's scene file at start, so adding one is instant.
     *
     * @attribute
     */
    preload = true;

    /** The loaded areas, for display: "Garden, Tower", or "none". */
    summary = 'none';

    /** @type {Map<string, import('playcanvas').Entity>} */
    loaded = new Map();

    /** @type {Set<string>} Areas whose scene is being loaded. */
    pending = new Set();

    initialize() {
        if (this.preload) {
            for (const name of this.areas) {
                loadData(this.app, name).catch((err) => console.warn(`Could not preload "${name}": ${err.message}`));
            }
        }
    }

    /**
     * @param {string} name - Scene name.
     * @returns {Promise<void>} Resolves when the area is in the scene.
     */
    async show(name) {
        if (this.loaded.has(name) || this.pending.has(name)) return;
        this.pending.add(name);
        try {
            const root = await loadHierarchy(this.app, name);
            // The scene arrives under app.root; keep it under this entity instead,
            // so that destroying this entity removes the areas too.
            root.reparent(this.entity);
            this.loaded.set(name, root);
            this.changed();
        } finally {
            this.pending.delete(name);
        }
    }

    /** @param {string} name - Scene name. */
    hide(name) {
        const root = this.loaded.get(name);
        if (!root) return;
        // Destroying the scene's root destroys all its entities and components.
        root.destroy();
        this.loaded.delete(name);
        this.changed();
    }

    /**
     * @param {string} name - Scene name.
     * @returns {Promise<void>} Resolves when the change is done.
     */
    async toggle(name) {
        if (this.loaded.has(name)) this.hide(name);
        else await this.show(name);
    }

    changed() {
        const names = this.areas.filter((name) => this.loaded.has(name));
        this.summary = names.length ? names.join(', ') : 'none';
        this.fire('change', names);
    }
}
