import { Color, Script, StandardMaterial } from 'playcanvas';

/**
 * A target that reacts to a `hit` event fired on its own entity. It flashes,
 * then reports the points to the whole app with a `score:add` app event.
 * It also listens for the app-wide `game:reset` event.
 */
export class Target extends Script {
    static scriptName = 'target';

    /**
     * Points awarded per hit.
     *
     * @attribute
     */
    points = 10;

    material = new StandardMaterial();

    baseColor = new Color(0.25, 0.6, 0.9);

    disabledColor = new Color(0.3, 0.3, 0.3);

    flash = 0;

    initialize() {
        this.material.diffuse.copy(this.baseColor);
        this.material.update();
        if (this.entity.render) this.entity.render.material = this.material;

        // Entity event: only code holding this entity can fire it.
        this.entity.on('hit', this.onHit, this);

        // App event: anyone in the app can fire it.
        this.app.on('game:reset', this.onReset, this);

        // The entity may outlive the script, and the app always does.
        this.on('destroy', () => {
            this.entity.off('hit', this.onHit, this);
            this.app.off('game:reset', this.onReset, this);
        });

        // Script events: the script's own lifecycle.
        this.on('disable', () => this.setColor(this.disabledColor));
        this.on('enable', () => this.setColor(this.baseColor));
    }

    /** @param {number} strength - Hit strength, multiplies the points. */
    onHit(strength) {
        // Listeners stay registered while the script is disabled, so check.
        if (!this.enabled) return;
        this.flash = 0.3;
        this.app.fire('score:add', this.points * strength, this.entity);
    }

    onReset() {
        // The reset reaches disabled targets too; keep them grey.
        this.flash = 0;
        this.setColor(this.enabled ? this.baseColor : this.disabledColor);
    }

    /** @param {Color} color - New diffuse colour. */
    setColor(color) {
        this.material.diffuse.copy(color);
        this.material.update();
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.flash <= 0) return;
        this.flash -= dt;
        this.setColor(this.flash > 0 ? new Color(1, 0.85, 0.3) : this.baseColor);
    }
}
