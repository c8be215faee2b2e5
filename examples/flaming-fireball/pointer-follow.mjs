import {
    EVENT_MOUSEMOVE,
    EVENT_TOUCHMOVE,
    EVENT_TOUCHSTART,
    Entity,
    Plane,
    Ray,
    Script,
    Vec3
} from 'playcanvas';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Moves the entity smoothly towards the point under the mouse or finger,
 * on a horizontal plane at the entity's starting height.
 */
export class PointerFollow extends Script {
    static scriptName = 'pointerFollow';

    /**
     * The camera used to turn screen positions into rays.
     *
     * @attribute
     * @type {Entity|null}
     */
    camera = null;

    /**
     * How quickly the entity catches up with the pointer (higher is faster).
     *
     * @attribute
     */
    smoothing = 5;

    target = new Vec3();

    next = new Vec3();

    ray = new Ray();

    plane = new Plane();

    initialize() {
        this.target.copy(this.entity.getPosition());
        // A horizontal plane through the start position: normal +Y, distance -y.
        this.plane.normal.set(0, 1, 0);
        this.plane.distance = -this.target.y;

        const { mouse, touch } = this.app;
        mouse?.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouch, this);
        touch?.on(EVENT_TOUCHMOVE, this.onTouch, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouch, this);
            touch?.off(EVENT_TOUCHMOVE, this.onTouch, this);
        });
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        this.aim(event.x, event.y);
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouch(event) {
        const touch = event.touches[0];
        if (touch) this.aim(touch.x, touch.y);
        event.event.preventDefault();
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     */
    aim(x, y) {
        const camera = this.camera?.camera;
        if (!camera) return;
        camera.screenToWorld(x, y, camera.nearClip, this.ray.origin);
        camera.screenToWorld(x, y, camera.farClip, this.ray.direction);
        this.ray.direction.sub(this.ray.origin).normalize();
        this.plane.intersectsRay(this.ray, this.target);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const t = 1 - Math.exp(-this.smoothing * dt);
        this.next.lerp(this.entity.getPosition(), this.target, t);
        this.entity.setPosition(this.next);
    }
}
