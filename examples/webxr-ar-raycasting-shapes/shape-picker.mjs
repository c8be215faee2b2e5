import { BoundingSphere, Color, OrientedBox, Ray, Script, StandardMaterial, Vec3 } from 'playcanvas';

/** @import { Entity, MouseEvent, XrInputSource } from 'playcanvas' */

/**
 * Picks shapes with rays, without physics. Each pickable entity gets a
 * bounding shape (an oriented box, or a sphere for tag "sphere") that is
 * tested against the ray. In AR the ray comes from a screen tap or a
 * controller (the XR `select` event); outside AR it comes from a mouse
 * click through the camera. The nearest hit shape changes colour.
 */
export class ShapePicker extends Script {
    static scriptName = 'shapePicker';

    /**
     * Entities that can be picked.
     *
     * @attribute
     * @type {Entity[]}
     */
    shapes = [];

    /** @type {Map<Entity, { material: StandardMaterial, hue: number }>} */
    state = new Map();

    ray = new Ray();

    hitPoint = new Vec3();

    initialize() {
        for (const shape of this.shapes) {
            const material = new StandardMaterial();
            if (shape.render) shape.render.material = material;
            this.state.set(shape, { material, hue: Math.random() });
            this.recolor(shape);
        }

        const xr = this.app.xr;
        if (xr && xr.supported) {
            xr.input.on('select', this.onSelect, this);
            this.on('destroy', () => xr.input.off('select', this.onSelect, this));
        }

        // The same picking works on a normal page with the mouse.
        const mouse = this.app.mouse;
        if (mouse) {
            mouse.on('mousedown', this.onMouseDown, this);
            this.on('destroy', () => mouse.off('mousedown', this.onMouseDown, this));
        }
    }

    /** @param {XrInputSource} source - The source that selected. */
    onSelect(source) {
        // Origin and direction are in world space for taps and controllers alike.
        this.ray.set(source.getOrigin(), source.getDirection());
        this.pick(this.ray);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        const camera = this.entity.camera;
        if (!camera || this.app.xr?.active) return;
        // A ray from the near plane to the far plane through the clicked pixel.
        const from = camera.screenToWorld(event.x, event.y, camera.nearClip);
        const to = camera.screenToWorld(event.x, event.y, camera.farClip);
        this.ray.set(from, to.sub(from).normalize());
        this.pick(this.ray);
    }

    /** @param {Ray} ray - World-space ray. */
    pick(ray) {
        /** @type {Entity | null} */
        let nearest = null;
        let nearestDistance = Infinity;

        for (const shape of this.shapes) {
            if (!shape.enabled || !this.intersects(shape, ray, this.hitPoint)) continue;
            const distance = this.hitPoint.distance(ray.origin);
            if (distance < nearestDistance) {
                nearest = shape;
                nearestDistance = distance;
            }
        }
        if (nearest) this.recolor(nearest);
    }

    /**
     * @param {Entity} shape - Shape to test.
     * @param {Ray} ray - World-space ray.
     * @param {Vec3} point - Receives the hit point.
     * @returns {boolean} True if the ray hits the shape.
     */
    intersects(shape, ray, point) {
        const scale = shape.getLocalScale();
        if (shape.tags.has('sphere')) {
            const sphere = new BoundingSphere(shape.getPosition(), scale.x / 2);
            return sphere.intersectsRay(ray, point);
        }
        // An oriented box follows the entity's rotation; half extents are in local units.
        const box = new OrientedBox(shape.getWorldTransform(), new Vec3(0.5, 0.5, 0.5));
        return box.intersectsRay(ray, point);
    }

    /** @param {Entity} shape - The shape to give a new colour. */
    recolor(shape) {
        const state = this.state.get(shape);
        if (!state) return;
        state.hue = (state.hue + 0.3) % 1;
        // A simple hue wheel: evenly spaced, fully saturated colours.
        const h = state.hue * 6;
        const c = (/** @type {number} */ n) => Math.min(Math.max(Math.abs(((h + n) % 6) - 3) - 1, 0), 1);
        state.material.diffuse = new Color(c(0), c(4), c(2));
        state.material.update();
    }
}
