import { Script } from 'playcanvas';
import { loadData, loadHierarchy, loadSettings } from './scene-loading.mjs';

/** @param {number} ms - Milliseconds. @returns {Promise<void>} Resolves after them. */
const wait = (ms) => new Promise((resolve) => {
    setTimeout(resolve, ms);
});

/**
 * Replaces the whole scene, behind a curtain that fades in and out, while
 * its own entity and everything else outside the scene's root stays.
 * Fires 'changed' (name, root) after each switch.
 */
export class SceneFlow extends Script {
    static scriptName = 'sceneFlow';

    /**
     * Scene names in play order; next() goes round them.
     *
     * @attribute
     * @type {string[]}
     */
    scenes = [];

    /**
     * Seconds the curtain takes to close, and again to open.
     *
     * @attribute
     * @range [0, 2]
     */
    fadeTime = 0.4;

    /** Name of the scene shown now, '' before the first. */
    current = '';

    /** Changes from one scene to another so far: state that survives every switch. */
    switches = 0;

    /** True while a switch is under way. */
    switching = false;

    /** @type {import('playcanvas').Entity | null} Root of the scene shown now. */
    sceneRoot = null;

    /** @type {HTMLElement | null} Full-screen element whose opacity is the curtain. */
    curtain = null;

    next() {
        const index = this.scenes.indexOf(this.current);
        return this.goTo(this.scenes[(index + 1) % this.scenes.length]);
    }

    /**
     * @param {string} name - Scene to show.
     * @returns {Promise<void>} Resolves when the new scene is visible.
     */
    async goTo(name) {
        if (this.switching || name === this.current || !this.app.scenes.find(name)) return;
        this.switching = true;
        const first = !this.current;
        try {
            // Close the curtain while the scene file downloads.
            await Promise.all([loadData(this.app, name), this.setCurtain(1)]);

            // Replace only the scene's own root: this entity is not in it.
            this.sceneRoot?.destroy();
            this.sceneRoot = null;
            await loadSettings(this.app, name);
            this.sceneRoot = await loadHierarchy(this.app, name);

            // The cached file is no longer needed once its entities exist.
            const item = this.app.scenes.find(name);
            if (item) this.app.scenes.unloadSceneData(item);

            this.current = name;
            if (!first) this.switches++;
            this.fire('changed', name, this.sceneRoot);
            await this.setCurtain(0);
        } catch (err) {
            // The old scene is destroyed only after the file has arrived, so it is still there.
            console.error(`Could not switch to "${name}": ${err instanceof Error ? err.message : err}`);
            await this.setCurtain(0);
        } finally {
            this.switching = false;
        }
    }

    /**
     * @param {number} opacity - 1 hides the canvas, 0 shows it.
     * @returns {Promise<void>} Resolves when the fade has finished.
     */
    setCurtain(opacity) {
        if (!this.curtain) return Promise.resolve();
        this.curtain.style.transition = `opacity ${this.fadeTime}s`;
        this.curtain.style.opacity = String(opacity);
        return wait(this.fadeTime * 1000);
    }
}
