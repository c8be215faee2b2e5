import {
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    MOUSEBUTTON_LEFT,
    Plane,
    Ray,
    Script,
    Vec3,
    math
} from 'playcanvas';

/** @import { Entity, MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Attach to the character. A click or tap on the ground sets a destination;
 * the character turns towards it and walks there at a constant speed.
 * The ground is treated as the flat plane y = 0, so no physics is needed.
 */
export class ClickToMove extends Script {
    static scriptName = 'clickToMove';

    /**
     * The camera that the player looks through.
     *
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    /**
     * Optional entity shown at the destination.
     *
     * @attribute
     * @type {Entity | null}
     */
    marker = null;

    /**
     * Walking speed in units per second.
     *
     * @attribute
     */
    speed = 4;

    /**
     * Turning speed in degrees per second.
     *
     * @attribute
     */
    turnSpeed = 540;

    /**
     * Destinations are kept within this distance of the origin on x and z.
     *
     * @attribute
     */
    bounds = 9.5;

    ground = new Plane(Vec3.UP, 0);

    ray = new Ray();

    hitPoint = new Vec3();

    destination = new Vec3();

    toDestination = new Vec3();

    moving = false;

    /** Current heading in degrees around the y axis. */
    yaw = 0;

    nextPosition = new Vec3();

    initialize() {
        const { mouse, touch } = this.app;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });
        if (this.marker) this.marker.enabled = false;
        // Track the heading ourselves: Euler angles read back from a rotation
        // are not unique, so getEulerAngles().y cannot be relied on.
        this.entity.setEulerAngles(0, this.yaw, 0);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.setDestinationFromScreen(event.x, event.y);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        if (touch) {
            this.setDestinationFromScreen(touch.x, touch.y);
        }
        event.event.preventDefault();
    }

    /**
     * @param {number} x - Canvas x coordinate in CSS pixels.
     * @param {number} y - Canvas y coordinate in CSS pixels.
     */
    setDestinationFromScreen(x, y) {
        const camera = this.camera?.camera;
        if (!camera) return;

        // Build a ray from the camera through the pointer.
        const { origin, direction } = this.ray;
        camera.screenToWorld(x, y, camera.nearClip, origin);
        camera.screenToWorld(x, y, camera.farClip, direction);
        direction.sub(origin).normalize();

        if (!this.ground.intersectsRay(this.ray, this.hitPoint)) return;

        const p = this.hitPoint;
        p.x = math.clamp(p.x, -this.bounds, this.bounds);
        p.z = math.clamp(p.z, -this.bounds, this.bounds);
        this.destination.set(p.x, this.entity.getPosition().y, p.z);
        this.moving = true;

        if (this.marker) {
            this.marker.enabled = true;
            this.marker.setPosition(p.x, 0.01, p.z);
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (!this.moving) return;

        const position = this.entity.getPosition();
        this.toDestination.sub2(this.destination, position);
        const distance = this.toDestination.length();
        const step = this.speed * dt;

        if (distance <= step) {
            // Close enough: snap to the destination and stop.
            this.entity.setPosition(this.destination);
            this.moving = false;
            if (this.marker) this.marker.enabled = false;
            return;
        }

        // Turn towards the destination, limited by turnSpeed.
        const targetYaw = Math.atan2(-this.toDestination.x, -this.toDestination.z) * math.RAD_TO_DEG;
        // Shortest signed difference, in the range -180 to 180.
        const delta = ((targetYaw - this.yaw) % 360 + 540) % 360 - 180;
        const maxTurn = this.turnSpeed * dt;
        this.yaw += math.clamp(delta, -maxTurn, maxTurn);
        this.entity.setEulerAngles(0, this.yaw, 0);

        this.toDestination.mulScalar(step / distance);
        this.entity.setPosition(this.nextPosition.add2(position, this.toDestination));
    }
}
