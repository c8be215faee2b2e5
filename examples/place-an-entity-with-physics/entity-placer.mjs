import {
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    EVENT_TOUCHSTART,
    MOUSEBUTTON_LEFT,
    Quat,
    Script,
    Vec3
} from 'playcanvas';

/** @import { Entity, MouseEvent, RaycastResult, TouchEvent } from 'playcanvas' */

/**
 * Attach to a camera. A physics ray under the pointer finds a surface; a
 * preview follows the pointer, and a click or tap places a clone of the
 * template there, standing on the surface and tilted to match its slope.
 */
export class EntityPlacer extends Script {
    static scriptName = 'entityPlacer';

    /**
     * Disabled entity that is cloned for every placement. Give it a static
     * rigid body so later placements can stack on it.
     *
     * @attribute
     * @type {Entity | null}
     */
    template = null;

    /**
     * Entity without physics that shows where the next clone would go.
     *
     * @attribute
     * @type {Entity | null}
     */
    preview = null;

    /**
     * Distance from the template's origin to its bottom face.
     *
     * @attribute
     */
    baseOffset = 0.5;

    start = new Vec3();

    end = new Vec3();

    position = new Vec3();

    rotation = new Quat();

    initialize() {
        const { mouse, touch } = this.app;
        mouse?.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });
        if (this.preview) this.preview.enabled = false;
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        this.updatePreview(this.cast(event.x, event.y));
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.place(this.cast(event.x, event.y));
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        if (touch) {
            this.place(this.cast(touch.x, touch.y));
        }
        event.event.preventDefault();
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     * @returns {RaycastResult | null} The closest hit, if any.
     */
    cast(x, y) {
        const camera = this.entity.camera;
        const physics = this.app.systems.rigidbody;
        if (!camera || !physics) return null;
        camera.screenToWorld(x, y, camera.nearClip, this.start);
        camera.screenToWorld(x, y, camera.farClip, this.end);
        return physics.raycastFirst(this.start, this.end);
    }

    /**
     * Computes where a clone would stand on the hit surface.
     *
     * @param {RaycastResult} hit - The raycast result.
     */
    computePose(hit) {
        // Turn the entity's up axis towards the surface normal.
        this.rotation.setFromDirections(Vec3.UP, hit.normal);
        // Lift the origin off the surface so the bottom face rests on it.
        this.position.copy(hit.normal).mulScalar(this.baseOffset).add(hit.point);
    }

    /** @param {RaycastResult | null} hit - The raycast result. */
    updatePreview(hit) {
        if (!this.preview) return;
        this.preview.enabled = !!hit;
        if (!hit) return;
        this.computePose(hit);
        this.preview.setPosition(this.position);
        this.preview.setRotation(this.rotation);
    }

    /** @param {RaycastResult | null} hit - The raycast result. */
    place(hit) {
        if (!hit || !this.template) return;
        this.computePose(hit);

        const clone = this.template.clone();
        // Pose the clone before it is enabled: its static body is created then.
        clone.setPosition(this.position);
        clone.setRotation(this.rotation);
        clone.enabled = true;
        this.app.root.addChild(clone);

        // The new block now covers the old preview position.
        this.updatePreview(null);
    }
}
