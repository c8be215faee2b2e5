import {
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    EVENT_TOUCHSTART,
    Entity,
    MOUSEBUTTON_LEFT,
    Plane,
    Ray,
    Script,
    Vec3
} from 'playcanvas';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Places entities on a flat ground without physics. Attach it to the camera.
 * The screen position under the pointer becomes a ray, and the point where
 * the ray meets the ground plane is where the entity goes.
 */
export class GroundPlacer extends Script {
    static scriptName = 'groundPlacer';

    /**
     * A preview entity that follows the pointer (optional).
     *
     * @attribute
     * @type {Entity|null}
     */
    cursor = null;

    /**
     * The entity that is cloned on every click or tap.
     *
     * @attribute
     * @type {Entity|null}
     */
    template = null;

    /**
     * Height of the ground plane (world Y).
     *
     * @attribute
     */
    groundHeight = 0;

    /**
     * Size of the grid positions snap to; 0 turns snapping off.
     *
     * @attribute
     */
    gridSize = 1;

    ray = new Ray();

    plane = new Plane();

    hitPoint = new Vec3();

    initialize() {
        // The plane faces up (normal +Y). Its distance is measured along the normal.
        this.plane.normal.set(0, 1, 0);
        this.plane.distance = -this.groundHeight;

        const { mouse, touch } = this.app;
        mouse?.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        const point = this.pick(event.x, event.y);
        if (this.cursor) {
            this.cursor.enabled = point !== null;
            if (point) this.cursor.setPosition(point);
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.place(event.x, event.y);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        this.place(touch.x, touch.y);
        // Stop the emulated mouse events that would place a second copy.
        event.event.preventDefault();
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     */
    place(x, y) {
        const point = this.pick(x, y);
        if (!point || !this.template) return;

        const copy = /** @type {Entity} */ (this.template.clone());
        copy.enabled = true;
        copy.setPosition(point);
        this.app.root.addChild(copy);
        this.app.fire('placer:placed', copy);
    }

    /**
     * Returns the ground point under a screen position, or null if the ray
     * misses the ground (for example when pointing at the sky).
     *
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     * @returns {Vec3|null} The point on the ground, snapped to the grid.
     */
    pick(x, y) {
        const camera = this.entity.camera;
        if (!camera) return null;

        // A ray from the near clip plane through the pixel to the far clip plane.
        camera.screenToWorld(x, y, camera.nearClip, this.ray.origin);
        camera.screenToWorld(x, y, camera.farClip, this.ray.direction);
        this.ray.direction.sub(this.ray.origin).normalize();

        if (!this.plane.intersectsRay(this.ray, this.hitPoint)) {
            return null;
        }

        if (this.gridSize > 0) {
            const g = this.gridSize;
            this.hitPoint.x = (Math.floor(this.hitPoint.x / g) + 0.5) * g;
            this.hitPoint.z = (Math.floor(this.hitPoint.z / g) + 0.5) * g;
        }
        this.hitPoint.y = this.groundHeight;
        return this.hitPoint;
    }
}
