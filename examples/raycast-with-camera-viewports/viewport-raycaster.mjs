import { EVENT_MOUSEDOWN, EVENT_TOUCHSTART, MOUSEBUTTON_LEFT, Script, Vec3 } from 'playcanvas';

/** @import { CameraComponent, Entity, MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Picks physics bodies when several cameras share the canvas, each drawing
 * into its own viewport (camera.rect). A click is handled by the camera whose
 * viewport contains it; where viewports overlap, the camera drawn last wins.
 */
export class ViewportRaycaster extends Script {
    static scriptName = 'viewportRaycaster';

    /**
     * The cameras to pick with.
     *
     * @attribute
     * @type {Entity[]}
     */
    cameras = [];

    /**
     * Optional entity moved to the hit point.
     *
     * @attribute
     * @type {Entity | null}
     */
    marker = null;

    start = new Vec3();

    end = new Vec3();

    initialize() {
        const { mouse, touch } = this.app;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.pick(event.x, event.y);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        if (touch) {
            this.pick(touch.x, touch.y);
        }
        event.event.preventDefault();
    }

    /**
     * Finds the camera whose viewport contains a canvas point.
     *
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     * @returns {CameraComponent | null} The camera, or null.
     */
    cameraAt(x, y) {
        const { width, height } = this.app.graphicsDevice.clientRect;
        // rect is normalized with its origin at the bottom left; the pointer
        // position has its origin at the top left, so flip y.
        const u = x / width;
        const v = 1 - y / height;

        /** @type {CameraComponent | null} */
        let found = null;
        for (const entity of this.cameras) {
            const camera = entity.camera;
            if (!camera || !camera.enabled) continue;
            const r = camera.rect;
            const inside = u >= r.x && u < r.x + r.z && v >= r.y && v < r.y + r.w;
            // A higher priority renders later, so it is on top.
            if (inside && (!found || camera.priority >= found.priority)) {
                found = camera;
            }
        }
        return found;
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     */
    pick(x, y) {
        const camera = this.cameraAt(x, y);
        const physics = this.app.systems.rigidbody;
        if (!camera || !physics) return;

        // screenToWorld takes the camera's rect into account, so pass the
        // canvas coordinates unchanged.
        camera.screenToWorld(x, y, camera.nearClip, this.start);
        camera.screenToWorld(x, y, camera.farClip, this.end);

        const result = physics.raycastFirst(this.start, this.end);
        if (!result) return;

        this.marker?.setPosition(result.point);
        this.app.fire('viewportraycaster:hit', result.entity, camera.entity);
    }
}
