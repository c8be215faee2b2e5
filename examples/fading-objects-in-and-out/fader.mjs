import { BLEND_NONE, BLEND_NORMAL, Script, StandardMaterial } from 'playcanvas';

/**
 * Fades the entity's render component in and out by changing the opacity of
 * its own copy of the material. Call `fadeOut()`, `fadeIn()` or `toggle()`.
 */
export class Fader extends Script {
    static scriptName = 'fader';

    /**
     * Seconds a full fade takes.
     *
     * @attribute
     * @range [0.05, 5]
     */
    duration = 0.8;

    /**
     * Seconds to wait after a call before the fade starts.
     *
     * @attribute
     * @range [0, 5]
     */
    delay = 0;

    /** The opacity the entity is fading to: 0 or 1. */
    target = 1;

    opacity = 1;

    wait = 0;

    /** @type {StandardMaterial[]} */
    materials = [];

    initialize() {
        // Each mesh instance gets its own copy, so other entities that share the material stay as they are.
        for (const meshInstance of this.entity.render?.meshInstances ?? []) {
            if (!(meshInstance.material instanceof StandardMaterial)) continue;
            const copy = meshInstance.material.clone();
            meshInstance.material = copy;
            this.materials.push(copy);
        }
    }

    fadeOut() {
        this.target = 0;
        this.wait = this.delay;
    }

    fadeIn() {
        this.target = 1;
        this.wait = this.delay;
        // A disabled render component draws nothing; enable it before the fade starts.
        if (this.entity.render) this.entity.render.enabled = true;
    }

    toggle() {
        if (this.target === 1) {
            this.fadeOut();
        } else {
            this.fadeIn();
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.opacity === this.target) return;
        if (this.wait > 0) {
            this.wait -= dt;
            return;
        }
        const step = dt / this.duration;
        this.opacity = this.target === 1 ? Math.min(1, this.opacity + step) : Math.max(0, this.opacity - step);
        this.apply();
    }

    apply() {
        const opaque = this.opacity === 1;
        for (const material of this.materials) {
            material.opacity = this.opacity;
            // Blend only while see-through: opaque objects keep drawing and sorting as opaque ones.
            material.blendType = opaque ? BLEND_NONE : BLEND_NORMAL;
            // A see-through surface must not hide what is drawn behind it after it.
            material.depthWrite = opaque;
            material.update();
        }
        const render = this.entity.render;
        if (!render) return;
        // Shadows ignore opacity: drop the shadow once the entity is more than half gone.
        render.castShadows = this.opacity > 0.5;
        // Fully faded out: stop drawing it altogether.
        if (this.opacity === 0) render.enabled = false;
    }
}
