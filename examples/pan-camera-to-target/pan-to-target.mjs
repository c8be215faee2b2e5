import { EVENT_MOUSEDOWN, EVENT_TOUCHSTART, MOUSEBUTTON_LEFT, Ray, Script, Vec3 } from 'playcanvas';

/**
 * Pans the camera to whatever tagged entity you click or tap. The camera
 * keeps its viewing angle and distance; only the point it looks at moves,
 * over `duration` seconds with an ease-in-out curve.
 */
export class PanToTarget extends Script {
    static scriptName = 'panToTarget';

    /**
     * The point the camera looks at when the app starts.
     *
     * @attribute
     */
    focus = new Vec3();

    /**
     * Seconds a pan takes.
     *
     * @attribute
     * @range [0.05, 5]
     */
    duration = 0.8;

    /**
     * Only entities with this tag can be picked.
     *
     * @attribute
     */
    tag = 'pan-target';

    offset = new Vec3();

    from = new Vec3();

    to = new Vec3();

    elapsed = Infinity;

    ray = new Ray();

    hit = new Vec3();

    initialize() {
        // The offset from the focus point to the camera never changes.
        this.offset.sub2(this.entity.getPosition(), this.focus);
        this.applyFocus(this.focus);

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });
    }

    /** @param {import('playcanvas').MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) this.pick(event.x, event.y);
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        if (touch) this.pick(touch.x, touch.y);
        event.event.preventDefault();
    }

    /**
     * Casts a ray through a canvas pixel and pans to the nearest tagged entity it hits.
     *
     * @param {number} x - Canvas x in CSS pixels.
     * @param {number} y - Canvas y in CSS pixels.
     */
    pick(x, y) {
        const camera = this.entity.camera;
        if (!camera) return;
        camera.screenToWorld(x, y, camera.nearClip, this.ray.origin);
        camera.screenToWorld(x, y, camera.farClip, this.ray.direction);
        this.ray.direction.sub(this.ray.origin).normalize();

        let best = null;
        let bestDistance = Infinity;
        for (const node of this.app.root.findByTag(this.tag)) {
            const render = /** @type {import('playcanvas').Entity} */ (node).render;
            for (const meshInstance of render?.meshInstances ?? []) {
                if (meshInstance.aabb.intersectsRay(this.ray, this.hit)) {
                    const distance = this.hit.distance(this.ray.origin);
                    if (distance < bestDistance) {
                        bestDistance = distance;
                        best = node;
                    }
                }
            }
        }
        if (best) this.panTo(best.getPosition());
    }

    /**
     * Starts a pan from wherever the camera looks now.
     *
     * @param {Vec3} target - The new focus point.
     */
    panTo(target) {
        this.from.copy(this.focus);
        this.to.copy(target);
        this.elapsed = 0;
    }

    /** @param {Vec3} point - Focus point to place the camera around. */
    applyFocus(point) {
        this.entity.setPosition(point.x + this.offset.x, point.y + this.offset.y, point.z + this.offset.z);
        this.entity.lookAt(point);
    }

    update(dt) {
        if (this.elapsed >= this.duration) return;
        this.elapsed = Math.min(this.elapsed + dt, this.duration);
        const t = this.elapsed / this.duration;
        // Smoothstep: slow start, fast middle, slow end.
        const eased = t * t * (3 - 2 * t);
        this.focus.lerp(this.from, this.to, eased);
        this.applyFocus(this.focus);
    }
}
