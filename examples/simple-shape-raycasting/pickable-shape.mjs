import {
    BoundingBox,
    BoundingSphere,
    Color,
    Mat4,
    OrientedBox,
    Script,
    StandardMaterial,
    Vec3
} from 'playcanvas';

/** @import { Ray } from 'playcanvas' */

/**
 * Gives the entity a simple mathematical shape that rays can be tested
 * against, without a physics engine. The shape follows the entity every
 * frame. Sizes come from the entity's scale when the script starts, assuming
 * a unit primitive (a 1 x 1 x 1 box or a sphere of diameter 1) and an
 * unscaled parent.
 */
export class PickableShape extends Script {
    static scriptName = 'pickableShape';

    /**
     * Every enabled PickableShape, so a picker can test them all.
     *
     * @type {Set<PickableShape>}
     */
    static all = new Set();

    /**
     * 'sphere', 'box' (axis-aligned, ignores rotation) or 'orientedBox'.
     *
     * @attribute
     */
    shape = 'sphere';

    sphere = new BoundingSphere(new Vec3(), 0.5);

    box = new BoundingBox();

    /** @type {OrientedBox | null} */
    orientedBox = null;

    transform = new Mat4();

    /** @type {StandardMaterial | null} */
    material = null;

    initialize() {
        // Half the size on each axis, from the scale of the unit primitive.
        const halfExtents = this.entity.getLocalScale().clone().mulScalar(0.5);
        this.sphere.radius = Math.max(halfExtents.x, halfExtents.y, halfExtents.z);
        this.box.halfExtents.copy(halfExtents);
        this.orientedBox = new OrientedBox(this.transform, halfExtents);

        // Own a copy of the material, so highlighting affects only this entity.
        const render = this.entity.render;
        if (render?.material instanceof StandardMaterial) {
            this.material = render.material.clone();
            render.material = this.material;
        }

        PickableShape.all.add(this);
        this.on('enable', () => PickableShape.all.add(this));
        this.on('disable', () => PickableShape.all.delete(this));
        this.on('destroy', () => PickableShape.all.delete(this));
        this.updateShape();
    }

    update() {
        this.updateShape();
    }

    /** Moves the bounding volume to the entity's current transform. */
    updateShape() {
        const position = this.entity.getPosition();
        if (this.shape === 'sphere') {
            this.sphere.center.copy(position);
        } else if (this.shape === 'box') {
            this.box.center.copy(position);
        } else if (this.orientedBox) {
            // OrientedBox expects a transform without scale: its size is in halfExtents.
            this.transform.setTRS(position, this.entity.getRotation(), Vec3.ONE);
            this.orientedBox.worldTransform = this.transform;
        }
    }

    /**
     * @param {Ray} ray - Ray with a normalized direction.
     * @param {Vec3} point - Receives the hit point.
     * @returns {boolean} Whether the ray hits the shape.
     */
    intersectsRay(ray, point) {
        if (this.shape === 'sphere') return this.sphere.intersectsRay(ray, point);
        if (this.shape === 'box') return this.box.intersectsRay(ray, point);
        return this.orientedBox?.intersectsRay(ray, point) ?? false;
    }

    /** @param {boolean} on - Whether to highlight the entity. */
    setHighlighted(on) {
        if (!this.material) return;
        this.material.emissive = on ? new Color(0.5, 0.35, 0.05) : Color.BLACK;
        this.material.update();
    }
}
