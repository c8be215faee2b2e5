import { Color, Script } from 'playcanvas';

/** @import { ContactResult, StandardMaterial } from 'playcanvas' */

/**
 * Makes the entity glow briefly when it hits something. The brightness follows
 * the strongest contact impulse reported by the physics engine.
 */
export class ImpactFlash extends Script {
    static scriptName = 'impactFlash';

    /**
     * Impulses below this are ignored (resting contact, gentle rolling).
     *
     * @attribute
     */
    minImpulse = 0.5;

    /**
     * Impulse that produces full brightness.
     *
     * @attribute
     */
    maxImpulse = 6;

    /**
     * Glow colour at full brightness.
     *
     * @attribute
     */
    flashColor = new Color(1, 0.9, 0.5);

    /**
     * How fast the glow fades, in brightness per second.
     *
     * @attribute
     */
    fadeSpeed = 3;

    /** Current brightness, 0 to 1. */
    glow = 0;

    /** @type {StandardMaterial | null} */
    material = null;

    initialize() {
        // Each entity needs its own material, or every shape would flash together.
        const render = this.entity.render;
        const shared = /** @type {StandardMaterial | undefined} */ (render?.meshInstances[0]?.material);
        if (render && shared) {
            this.material = shared.clone();
            render.material = this.material;
        }

        this.entity.collision?.on('collisionstart', this.onCollisionStart, this);
    }

    /** @param {ContactResult} result - The other entity and the contact points. */
    onCollisionStart(result) {
        let strongest = 0;
        for (const contact of result.contacts) {
            strongest = Math.max(strongest, contact.impulse);
        }
        if (strongest < this.minImpulse) {
            return;
        }
        const strength = Math.min(strongest / this.maxImpulse, 1);
        this.glow = Math.max(this.glow, strength);
    }

    /** @param {number} dt - Seconds since the previous frame. */
    update(dt) {
        if (!this.material || this.glow <= 0) {
            return;
        }
        this.glow = Math.max(this.glow - this.fadeSpeed * dt, 0);
        const c = this.flashColor;
        this.material.emissive.set(c.r * this.glow, c.g * this.glow, c.b * this.glow);
        this.material.update();
    }
}
