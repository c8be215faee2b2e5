import { KEY_SPACE, Script } from 'playcanvas';

/**
 * Toggles the camera on this entity between a wide and a narrow field of
 * view with Space, easing between the two. Only runs while the entity is
 * enabled, so each camera keeps its own zoom state.
 */
export class SmoothZoom extends Script {
    static scriptName = 'smoothZoom';

    /** @attribute */
    wideFov = 50;

    /** @attribute */
    narrowFov = 15;

    /**
     * How quickly the field of view reaches its target. Higher is faster.
     *
     * @attribute
     */
    speed = 6;

    targetFov = 50;

    initialize() {
        this.targetFov = this.wideFov;
        if (this.entity.camera) {
            this.entity.camera.fov = this.wideFov;
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const camera = this.entity.camera;
        if (!camera) return;

        if (this.app.keyboard?.wasPressed(KEY_SPACE)) {
            this.targetFov = this.targetFov === this.wideFov ? this.narrowFov : this.wideFov;
        }

        // Close a fixed share of the remaining gap each second: fast at
        // first, then settling gently, at any frame rate.
        const t = 1 - Math.exp(-this.speed * dt);
        camera.fov += (this.targetFov - camera.fov) * t;
    }
}
