import {
    Color,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    MOUSEBUTTON_LEFT,
    Script,
    StandardMaterial,
    Vec3
} from 'playcanvas';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Attach to a camera entity. A click or tap casts a ray from the camera through
 * the pointer into the physics world; the first collision shape it hits is
 * selected and highlighted, and a small marker shows the exact hit point.
 */
export class PhysicsPicker extends Script {
    static scriptName = 'physicsPicker';

    /**
     * Emissive colour given to the selected entity.
     *
     * @attribute
     */
    highlightColor = new Color(0.9, 0.45, 0.1);

    /** @type {Entity | null} */
    selected = null;

    /** @type {Entity | null} Marker placed at the hit point. */
    marker = null;

    /** Ray end points, reused for every pick. */
    from = new Vec3();

    to = new Vec3();

    initialize() {
        // The marker has a render component only: no collision, so rays pass through it.
        const material = new StandardMaterial();
        material.diffuse = new Color(0, 0, 0);
        material.emissive = new Color(1, 1, 1);
        material.update();
        this.marker = new Entity('hit-marker');
        this.marker.addComponent('render', { type: 'sphere', material, castShadows: false });
        this.marker.setLocalScale(0.12, 0.12, 0.12);
        this.marker.enabled = false;
        this.app.root.addChild(this.marker);

        const mouse = this.app.mouse;
        const touch = this.app.touch;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            this.marker?.destroy();
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
        // Stop the browser from also sending a mouse event for the same tap.
        event.event.preventDefault();
    }

    /**
     * Casts a ray through a point on the canvas and selects what it hits.
     *
     * @param {number} x - Horizontal canvas position in CSS pixels.
     * @param {number} y - Vertical canvas position in CSS pixels.
     */
    pick(x, y) {
        const camera = this.entity.camera;
        // Listeners stay registered while the script is disabled, so check here.
        if (!this.enabled || !camera) {
            return;
        }

        // The ray starts on the near plane and ends on the far plane.
        camera.screenToWorld(x, y, camera.nearClip, this.from);
        camera.screenToWorld(x, y, camera.farClip, this.to);

        const result = this.app.systems.rigidbody?.raycastFirst(this.from, this.to);
        this.select(result ? result.entity : null);

        if (result && this.marker) {
            this.marker.setPosition(result.point);
            this.marker.enabled = true;
        }
    }

    /**
     * Moves the highlight to a new entity (or removes it when entity is null).
     *
     * @param {Entity | null} entity - The entity to select.
     */
    select(entity) {
        if (!entity && this.marker) {
            this.marker.enabled = false;
        }
        if (entity === this.selected) {
            return;
        }
        this.setEmissive(this.selected, null);
        this.selected = entity;
        this.setEmissive(entity, this.highlightColor);
        this.app.fire('picker:select', entity);
    }

    /**
     * @param {Entity | null} entity - Entity whose material to change.
     * @param {Color | null} color - Emissive colour, or null for none.
     */
    setEmissive(entity, color) {
        const material = entity?.render?.meshInstances[0]?.material;
        if (material instanceof StandardMaterial) {
            material.emissive.copy(color ?? Color.BLACK);
            material.update();
        }
    }
}
