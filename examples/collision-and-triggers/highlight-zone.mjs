import { Color, Script } from 'playcanvas';

/** @import { Entity, StandardMaterial } from 'playcanvas' */

/**
 * Lights up a trigger volume while at least one body is inside it, using the
 * triggerenter and triggerleave events.
 */
export class HighlightZone extends Script {
    static scriptName = 'highlightZone';

    /** @attribute */
    idleColor = new Color(0.2, 0.5, 1);

    /** @attribute */
    activeColor = new Color(0.2, 1, 0.4);

    /** @type {Set<Entity>} Entities currently inside the volume. */
    inside = new Set();

    initialize() {
        const collision = this.entity.collision;
        collision?.on('triggerenter', this.onTriggerEnter, this);
        collision?.on('triggerleave', this.onTriggerLeave, this);
        this.refresh();
    }

    /** @param {Entity} other - The entity that entered. */
    onTriggerEnter(other) {
        this.inside.add(other);
        this.refresh();
    }

    /** @param {Entity} other - The entity that left. */
    onTriggerLeave(other) {
        this.inside.delete(other);
        this.refresh();
    }

    /** Shows the zone's state through its material. */
    refresh() {
        const material = /** @type {StandardMaterial | undefined} */ (this.entity.render?.meshInstances[0]?.material);
        if (!material) {
            return;
        }
        const color = this.inside.size > 0 ? this.activeColor : this.idleColor;
        material.diffuse.copy(color);
        material.emissive.copy(color).mulScalar(this.inside.size > 0 ? 0.6 : 0.1);
        material.update();
    }
}
