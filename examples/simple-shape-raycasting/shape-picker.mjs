import { EVENT_MOUSEDOWN, EVENT_TOUCHSTART, MOUSEBUTTON_LEFT, Ray, Script, Vec3 } from 'playcanvas';
import { PickableShape } from './pickable-shape.mjs';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Attach to a camera. On a click or tap it tests a ray against every
 * PickableShape and highlights the closest one that is hit.
 */
export class ShapePicker extends Script {
    static scriptName = 'shapePicker';

    ray = new Ray();

    hitPoint = new Vec3();

    /** @type {PickableShape | null} */
    selected = null;

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
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     */
    pick(x, y) {
        const camera = this.entity.camera;
        if (!camera) return;

        const { origin, direction } = this.ray;
        camera.screenToWorld(x, y, camera.nearClip, origin);
        camera.screenToWorld(x, y, camera.farClip, direction);
        direction.sub(origin).normalize();

        // Keep the hit closest to the camera.
        /** @type {PickableShape | null} */
        let closest = null;
        let closestDistance = Infinity;
        for (const shape of PickableShape.all) {
            if (shape.intersectsRay(this.ray, this.hitPoint)) {
                const distance = this.hitPoint.distance(origin);
                if (distance < closestDistance) {
                    closestDistance = distance;
                    closest = shape;
                }
            }
        }

        this.selected?.setHighlighted(false);
        this.selected = closest;
        this.selected?.setHighlighted(true);
    }
}
