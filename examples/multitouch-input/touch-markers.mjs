import {
    Color,
    EVENT_TOUCHCANCEL,
    EVENT_TOUCHEND,
    EVENT_TOUCHMOVE,
    EVENT_TOUCHSTART,
    Entity,
    Plane,
    Ray,
    Script,
    StandardMaterial,
    Vec3
} from 'playcanvas';

/** @import { Touch, TouchEvent } from 'playcanvas' */

const COLORS = [
    new Color(0.95, 0.55, 0.2),
    new Color(0.3, 0.65, 0.95),
    new Color(0.45, 0.85, 0.4),
    new Color(0.9, 0.35, 0.6),
    new Color(0.95, 0.85, 0.3)
];

/**
 * Shows one marker on the ground under every finger touching the screen.
 * Markers follow their own finger and disappear when it lifts. Attach it
 * to the camera entity.
 */
export class TouchMarkers extends Script {
    static scriptName = 'touchMarkers';

    /**
     * Radius of a marker in world units.
     *
     * @attribute
     */
    markerSize = 0.6;

    /** Markers by touch identifier. @type {Map<number, Entity>} */
    markers = new Map();

    /** @type {StandardMaterial[]} */
    materials = COLORS.map((color) => {
        const material = new StandardMaterial();
        material.diffuse = color;
        material.update();
        return material;
    });

    nextColor = 0;

    ray = new Ray();

    ground = new Plane(Vec3.UP, 0);

    point = new Vec3();

    initialize() {
        const touch = this.app.touch;
        if (!touch) return;

        touch.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        touch.on(EVENT_TOUCHMOVE, this.onTouchMove, this);
        touch.on(EVENT_TOUCHEND, this.onTouchEnd, this);
        touch.on(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
        this.on('destroy', () => {
            touch.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch.off(EVENT_TOUCHMOVE, this.onTouchMove, this);
            touch.off(EVENT_TOUCHEND, this.onTouchEnd, this);
            touch.off(EVENT_TOUCHCANCEL, this.onTouchEnd, this);
            for (const marker of this.markers.values()) marker.destroy();
            this.markers.clear();
        });
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        // changedTouches holds only the fingers that just touched down.
        for (const touch of event.changedTouches) {
            const marker = new Entity(`touch-${touch.id}`);
            marker.addComponent('render', {
                type: 'sphere',
                material: this.materials[this.nextColor++ % this.materials.length]
            });
            const size = this.markerSize * 2;
            marker.setLocalScale(size, size, size);
            this.app.root.addChild(marker);
            this.markers.set(touch.id, marker);
            this.moveMarker(touch);
        }
        this.report(event);
        // Keep the browser from scrolling, zooming or sending mouse events.
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchMove(event) {
        for (const touch of event.changedTouches) {
            this.moveMarker(touch);
        }
        event.event.preventDefault();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchEnd(event) {
        for (const touch of event.changedTouches) {
            this.markers.get(touch.id)?.destroy();
            this.markers.delete(touch.id);
        }
        this.report(event);
    }

    /** @param {Touch} touch - One finger's touch point. */
    moveMarker(touch) {
        const marker = this.markers.get(touch.id);
        const camera = this.entity.camera;
        if (!marker || !camera) return;

        camera.screenToWorld(touch.x, touch.y, camera.nearClip, this.ray.origin);
        camera.screenToWorld(touch.x, touch.y, camera.farClip, this.ray.direction);
        this.ray.direction.sub(this.ray.origin).normalize();

        if (this.ground.intersectsRay(this.ray, this.point)) {
            this.point.y = this.markerSize;
            marker.setPosition(this.point);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    report(event) {
        // touches lists every finger still on the screen.
        this.app.fire('touches:count', event.touches.length);
    }
}
