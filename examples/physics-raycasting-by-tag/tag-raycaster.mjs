import { EVENT_MOUSEDOWN, EVENT_TOUCHSTART, MOUSEBUTTON_LEFT, Script, Vec3 } from 'playcanvas';

/** @import { Entity, MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Casts a physics ray from the camera through the clicked or tapped point and
 * only accepts bodies whose entity has one of the given tags. Bodies without
 * those tags do not block the ray: it passes through them.
 * The hit body gets a push along the ray.
 */
export class TagRaycaster extends Script {
    static scriptName = 'tagRaycaster';

    /**
     * Comma-separated tags. A body is hit when its entity has any of them.
     *
     * @attribute
     */
    tags = 'red';

    /**
     * Strength of the push given to the hit body.
     *
     * @attribute
     */
    impulse = 4;

    /**
     * Optional entity moved to the hit point.
     *
     * @attribute
     * @type {Entity | null}
     */
    marker = null;

    start = new Vec3();

    end = new Vec3();

    push = new Vec3();

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
            this.cast(event.x, event.y);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        if (touch) {
            this.cast(touch.x, touch.y);
        }
        // Stop the browser from also sending emulated mouse events.
        event.event.preventDefault();
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     */
    cast(x, y) {
        const camera = this.entity.camera;
        const physics = this.app.systems.rigidbody;
        if (!camera || !physics) return;

        // The ray runs from the near plane to the far plane under the pointer.
        camera.screenToWorld(x, y, camera.nearClip, this.start);
        camera.screenToWorld(x, y, camera.farClip, this.end);

        // Each array item is one alternative: the entity needs any one of them.
        const filterTags = this.tags.split(',').map(tag => tag.trim()).filter(Boolean);
        const result = physics.raycastFirst(this.start, this.end, { filterTags });
        if (!result) return;

        this.marker?.setPosition(result.point);

        const body = result.entity.rigidbody;
        if (body && body.type === 'dynamic') {
            this.push.sub2(this.end, this.start).normalize().mulScalar(this.impulse);
            // The offset from the centre makes an off-centre hit spin the body.
            const offset = result.point.clone().sub(result.entity.getPosition());
            body.applyImpulse(this.push, offset);
        }
        this.app.fire('tagraycaster:hit', result.entity);
    }
}
