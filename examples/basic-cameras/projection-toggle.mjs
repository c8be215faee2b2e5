import {
    EVENT_KEYDOWN,
    KEY_DOWN,
    KEY_SPACE,
    KEY_UP,
    PROJECTION_ORTHOGRAPHIC,
    PROJECTION_PERSPECTIVE,
    Script,
    math
} from 'playcanvas';

/** @import { KeyboardEvent } from 'playcanvas' */

/**
 * Switches the camera on this entity between perspective and orthographic
 * projection, and zooms it.
 * - Space: toggle the projection
 * - Up / Down arrows: zoom in / out (field of view or ortho height)
 */
export class ProjectionToggle extends Script {
    static scriptName = 'projectionToggle';

    /**
     * Zoom speed, as a fraction of the current value per second.
     *
     * @attribute
     */
    zoomSpeed = 0.8;

    /** @attribute */
    minFov = 15;

    /** @attribute */
    maxFov = 100;

    /** @attribute */
    minOrthoHeight = 2;

    /** @attribute */
    maxOrthoHeight = 20;

    initialize() {
        const keyboard = this.app.keyboard;
        if (keyboard) {
            keyboard.on(EVENT_KEYDOWN, this.onKeyDown, this);
            this.on('destroy', () => keyboard.off(EVENT_KEYDOWN, this.onKeyDown, this));
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const camera = this.entity.camera;
        const keyboard = this.app.keyboard;
        if (!camera || !keyboard) return;

        let direction = 0;
        if (keyboard.isPressed(KEY_UP)) direction -= 1;
        if (keyboard.isPressed(KEY_DOWN)) direction += 1;
        if (direction === 0) return;

        // A smaller fov or ortho height shows less of the scene: it zooms in.
        const factor = 1 + direction * this.zoomSpeed * dt;
        if (camera.projection === PROJECTION_PERSPECTIVE) {
            camera.fov = math.clamp(camera.fov * factor, this.minFov, this.maxFov);
        } else {
            camera.orthoHeight = math.clamp(camera.orthoHeight * factor, this.minOrthoHeight, this.maxOrthoHeight);
        }
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        const camera = this.entity.camera;
        if (!camera) return;

        if (event.key === KEY_SPACE || event.key === KEY_UP || event.key === KEY_DOWN) {
            // Stop these keys from scrolling the page.
            event.event?.preventDefault();
        }

        if (event.key === KEY_SPACE && !event.event?.repeat) {
            camera.projection = camera.projection === PROJECTION_PERSPECTIVE ?
                PROJECTION_ORTHOGRAPHIC :
                PROJECTION_PERSPECTIVE;
        }
    }
}
