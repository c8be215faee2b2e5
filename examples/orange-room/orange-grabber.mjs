import { BoundingSphere, MOUSEBUTTON_LEFT, Plane, Ray, Script, Vec2, Vec3 } from 'playcanvas';

/** @import { Entity, MouseEvent, XrInputSource } from 'playcanvas' */

/**
 * Picks up entities tagged "orange" and drops them again. In a VR session a
 * controller squeezes its grip near an orange to hold it and lets go to drop
 * it. Outside VR the mouse does the same: click an orange to pick it up, move
 * the pointer to carry it, click again to drop it. A dropped orange falls
 * onto the table or the floor.
 */
export class OrangeGrabber extends Script {
    static scriptName = 'orangeGrabber';

    /**
     * Camera used to turn the mouse position into a ray.
     *
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    /**
     * How close a controller must be to an orange to grab it, in metres.
     *
     * @attribute
     */
    reach = 0.15;

    /**
     * Height at which the mouse carries an orange, in metres.
     *
     * @attribute
     */
    carryHeight = 0.95;

    /**
     * Height of the table top, in metres.
     *
     * @attribute
     */
    tableHeight = 0.75;

    /**
     * Half the width (x) and half the depth (y) of the table top, in metres.
     *
     * @attribute
     */
    tableHalfSize = new Vec2(0.6, 0.35);

    /**
     * Half the size of the square room; carried oranges stay inside it.
     *
     * @attribute
     */
    roomHalfSize = 2.4;

    /**
     * What each hand holds: an XR input source, or 'mouse' outside VR.
     *
     * @type {Map<XrInputSource | 'mouse', Entity>}
     */
    holding = new Map();

    /** @type {{ entity: Entity, speed: number }[]} */
    falling = [];

    ray = new Ray();

    sphere = new BoundingSphere();

    carryPlane = new Plane();

    point = new Vec3();

    /** Names of the held oranges, comma separated ('' when the hands are empty). */
    get heldNames() {
        return [...this.holding.values()].map((entity) => entity.name).join(', ');
    }

    initialize() {
        // The plane y = carryHeight: its equation is normal . p + distance = 0.
        this.carryPlane.setFromPointNormal(new Vec3(0, this.carryHeight, 0), Vec3.UP);

        this.app.mouse?.on('mousedown', this.onMouseDown, this);
        this.app.mouse?.on('mousemove', this.onMouseMove, this);

        const xr = this.app.xr;
        if (xr && xr.supported) {
            xr.input.on('squeezestart', this.onSqueezeStart, this);
            xr.input.on('squeezeend', this.drop, this);
            xr.input.on('remove', this.drop, this);
            // Entering VR drops what the mouse was carrying.
            xr.on('start', this.dropMouse, this);
        }

        this.on('destroy', () => {
            this.app.mouse?.off('mousedown', this.onMouseDown, this);
            this.app.mouse?.off('mousemove', this.onMouseMove, this);
            xr?.input.off('squeezestart', this.onSqueezeStart, this);
            xr?.input.off('squeezeend', this.drop, this);
            xr?.input.off('remove', this.drop, this);
            xr?.off('start', this.dropMouse, this);
        });
    }

    /** Drops the orange the mouse carries, if any. */
    dropMouse() {
        this.drop('mouse');
    }

    /** @returns {Entity[]} Every orange that no hand holds. */
    freeOranges() {
        const held = new Set(this.holding.values());
        return /** @type {Entity[]} */ (this.app.root.findByTag('orange')).filter((entity) => !held.has(entity));
    }

    /**
     * Starts holding an orange: it stops falling and follows the hand.
     *
     * @param {XrInputSource | 'mouse'} hand - The hand.
     * @param {Entity} orange - The orange.
     */
    grab(hand, orange) {
        this.falling = this.falling.filter((item) => item.entity !== orange);
        this.holding.set(hand, orange);
    }

    /**
     * Lets go of what a hand holds; the orange starts to fall.
     *
     * @param {XrInputSource | 'mouse'} hand - The hand.
     */
    drop(hand) {
        const orange = this.holding.get(hand);
        if (!orange) return;
        this.holding.delete(hand);
        this.falling.push({ entity: orange, speed: 0 });
    }

    /** @param {XrInputSource} source - The squeezing input source. */
    onSqueezeStart(source) {
        // Sources without a grip pose (hands, screen taps) return null.
        const grip = source.getPosition();
        if (!grip || this.holding.has(source)) return;

        let nearest = null;
        let best = this.reach;
        for (const orange of this.freeOranges()) {
            const distance = orange.getPosition().distance(grip);
            if (distance < best) {
                best = distance;
                nearest = orange;
            }
        }
        if (nearest) this.grab(source, nearest);
    }

    /**
     * Sets this.ray from the camera through a point on the screen.
     *
     * @param {number} x - Canvas x in CSS pixels.
     * @param {number} y - Canvas y in CSS pixels.
     * @returns {boolean} False without a camera.
     */
    rayFromScreen(x, y) {
        const camera = this.camera?.camera;
        if (!camera) return false;
        camera.screenToWorld(x, y, camera.farClip, this.point);
        this.ray.origin.copy(camera.entity.getPosition());
        this.ray.direction.sub2(this.point, this.ray.origin).normalize();
        return true;
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button !== MOUSEBUTTON_LEFT || this.app.xr?.active) return;

        // A second click drops the orange the mouse carries.
        if (this.holding.has('mouse')) {
            this.drop('mouse');
            return;
        }
        if (!this.rayFromScreen(event.x, event.y)) return;

        // The closest orange whose bounding sphere the ray passes through.
        let nearest = null;
        let best = Infinity;
        for (const orange of this.freeOranges()) {
            this.sphere.center.copy(orange.getPosition());
            this.sphere.radius = orange.getLocalScale().x / 2;
            if (this.sphere.intersectsRay(this.ray, this.point)) {
                const distance = this.point.distance(this.ray.origin);
                if (distance < best) {
                    best = distance;
                    nearest = orange;
                }
            }
        }
        if (nearest) {
            this.grab('mouse', nearest);
            this.carry(event.x, event.y);
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (this.holding.has('mouse')) this.carry(event.x, event.y);
    }

    /**
     * Moves the carried orange to where the pointer's ray meets the carry plane.
     *
     * @param {number} x - Canvas x in CSS pixels.
     * @param {number} y - Canvas y in CSS pixels.
     */
    carry(x, y) {
        const orange = this.holding.get('mouse');
        if (!orange || !this.rayFromScreen(x, y)) return;
        if (!this.carryPlane.intersectsRay(this.ray, this.point)) return;
        const limit = this.roomHalfSize;
        this.point.x = Math.min(Math.max(this.point.x, -limit), limit);
        this.point.z = Math.min(Math.max(this.point.z, -limit), limit);
        orange.setPosition(this.point);
    }

    /**
     * Height an orange's centre rests at: on the table top or on the floor.
     *
     * @param {Entity} orange - The orange.
     * @returns {number} The resting height of its centre.
     */
    restHeight(orange) {
        const p = orange.getPosition();
        const radius = orange.getLocalScale().x / 2;
        const size = this.tableHalfSize;
        const overTable = Math.abs(p.x) <= size.x && Math.abs(p.z) <= size.y;
        return (overTable && p.y >= this.tableHeight ? this.tableHeight : 0) + radius;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        // Held oranges follow their controller's grip pose.
        for (const [hand, orange] of this.holding) {
            if (hand === 'mouse') continue;
            const position = hand.getPosition();
            const rotation = hand.getRotation();
            if (position && rotation) {
                orange.setPosition(position);
                orange.setRotation(rotation);
            }
        }

        // Dropped oranges fall with gravity until they land.
        this.falling = this.falling.filter((item) => {
            item.speed += 9.8 * dt;
            const p = item.entity.getPosition();
            const rest = this.restHeight(item.entity);
            const y = Math.max(p.y - item.speed * dt, rest);
            item.entity.setPosition(p.x, y, p.z);
            return y > rest;
        });
    }
}
