import { Script } from 'playcanvas';

/**
 * Plays every particle system among the entity's children at once, fades a
 * flash light, and asks the camera to shake. Call `explode()` to trigger it.
 */
export class Explosion extends Script {
    static scriptName = 'explosion';

    /**
     * Strength of the camera shake, 0 to 1.
     *
     * @attribute
     */
    shake = 0.6;

    /**
     * Peak intensity of the flash light.
     *
     * @attribute
     */
    flashIntensity = 8;

    /**
     * Seconds for the flash light to fade out.
     *
     * @attribute
     */
    flashTime = 0.3;

    flashTimer = 0;

    initialize() {
        this.setFlash(0);
    }

    /** Restarts all emitters from their first frame. */
    explode() {
        for (const child of this.entity.children) {
            const particles = /** @type {import('playcanvas').Entity} */ (child).particlesystem;
            if (particles) {
                // reset() clears particles still alive from the previous blast.
                particles.reset();
                particles.play();
            }
        }
        this.flashTimer = this.flashTime;
        this.app.fire('camera:shake', this.shake);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.flashTimer > 0) {
            this.flashTimer = Math.max(0, this.flashTimer - dt);
            // Quadratic fade: bright for a moment, then gone quickly.
            const k = this.flashTimer / this.flashTime;
            this.setFlash(this.flashIntensity * k * k);
        }
    }

    /** @param {number} intensity - Light intensity; 0 switches the light off. */
    setFlash(intensity) {
        const light = this.entity.light;
        if (!light) return;
        light.intensity = intensity;
        light.enabled = intensity > 0;
    }
}
