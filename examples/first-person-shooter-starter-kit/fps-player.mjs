import {
    BoundingBox,
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    Entity,
    KEY_A,
    KEY_D,
    KEY_S,
    KEY_SHIFT,
    KEY_SPACE,
    KEY_W,
    Mouse,
    Script,
    Vec3,
    math
} from 'playcanvas';

/** @import { MouseEvent } from 'playcanvas' */

/**
 * First-person player with gravity and jumping, colliding with boxes
 * tagged `solid`. The entity's position is the player's feet; the camera
 * is a child at eye height. Click to capture the mouse, WASD to move,
 * Shift to run, Space to jump.
 */
export class FpsPlayer extends Script {
    static scriptName = 'fpsPlayer';

    /**
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    /** @attribute */
    speed = 5;

    /** @attribute */
    runMultiplier = 1.6;

    /**
     * Upward speed at the start of a jump.
     *
     * @attribute
     */
    jumpSpeed = 6.5;

    /** @attribute */
    gravity = 18;

    /**
     * Fraction of ground control available in the air.
     *
     * @attribute
     */
    airControl = 0.3;

    /** @attribute */
    acceleration = 12;

    /** @attribute */
    lookSensitivity = 0.1;

    /**
     * Half the width of the player's box.
     *
     * @attribute
     */
    radius = 0.35;

    /** @attribute */
    height = 1.8;

    yaw = 0;

    pitch = 0;

    grounded = false;

    velocity = new Vec3();

    wish = new Vec3();

    position = new Vec3();

    spawn = new Vec3();

    /** @type {BoundingBox[]} */
    solids = [];

    initialize() {
        this.spawn.copy(this.entity.getPosition());
        this.yaw = this.entity.getLocalEulerAngles().y;

        this.solids = this.app.root.findByTag('solid').flatMap((node) => {
            const render = /** @type {Entity} */ (node).render;
            return render ? render.meshInstances.map(mi => mi.aabb.clone()) : [];
        });

        const mouse = this.app.mouse;
        if (mouse) {
            mouse.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
            this.on('destroy', () => {
                mouse.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
                mouse.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            });
        }
    }

    onMouseDown() {
        if (!Mouse.isPointerLocked()) {
            this.app.mouse?.enablePointerLock();
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (!Mouse.isPointerLocked()) return;
        this.yaw -= event.dx * this.lookSensitivity;
        this.pitch = math.clamp(this.pitch - event.dy * this.lookSensitivity, -85, 85);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.entity.setLocalEulerAngles(0, this.yaw, 0);
        this.camera?.setLocalEulerAngles(this.pitch, 0, 0);

        const keyboard = this.app.keyboard;
        this.readInput();

        // Horizontal speed eases towards the wish; less grip in the air.
        const grip = this.acceleration * (this.grounded ? 1 : this.airControl);
        const t = 1 - Math.exp(-grip * dt);
        this.velocity.x += (this.wish.x - this.velocity.x) * t;
        this.velocity.z += (this.wish.z - this.velocity.z) * t;

        if (this.grounded && keyboard?.wasPressed(KEY_SPACE)) {
            this.velocity.y = this.jumpSpeed;
        }
        this.velocity.y -= this.gravity * dt;

        // Move one axis at a time, so each collision has a clear direction.
        const p = this.position.copy(this.entity.getPosition());
        p.x += this.velocity.x * dt;
        this.resolve('x', this.velocity.x);
        p.z += this.velocity.z * dt;
        this.resolve('z', this.velocity.z);
        p.y += this.velocity.y * dt;
        this.grounded = false;
        this.resolve('y', this.velocity.y);

        // Fell off the level: start again.
        if (p.y < -20) {
            p.copy(this.spawn);
            this.velocity.set(0, 0, 0);
        }
        this.entity.setPosition(p);
    }

    /** Sets `wish` to the horizontal velocity the keys ask for. */
    readInput() {
        const keyboard = this.app.keyboard;
        this.wish.set(0, 0, 0);
        if (!keyboard) return;

        const forward = (keyboard.isPressed(KEY_W) ? 1 : 0) - (keyboard.isPressed(KEY_S) ? 1 : 0);
        const strafe = (keyboard.isPressed(KEY_D) ? 1 : 0) - (keyboard.isPressed(KEY_A) ? 1 : 0);
        if (forward === 0 && strafe === 0) return;

        const f = this.entity.forward;
        const r = this.entity.right;
        this.wish.set(f.x * forward + r.x * strafe, 0, f.z * forward + r.z * strafe);
        const speed = this.speed * (keyboard.isPressed(KEY_SHIFT) ? this.runMultiplier : 1);
        this.wish.normalize().mulScalar(speed);
    }

    /**
     * Pushes the player's box out of every solid it overlaps, along one axis.
     *
     * @param {'x' | 'y' | 'z'} axis - The axis just moved along.
     * @param {number} moving - Velocity along that axis; its sign gives the side.
     */
    resolve(axis, moving) {
        if (moving === 0) return;
        const p = this.position;
        const r = this.radius;

        for (const box of this.solids) {
            const min = box.getMin();
            const max = box.getMax();
            const overlaps =
                p.x + r > min.x && p.x - r < max.x &&
                p.y + this.height > min.y && p.y < max.y &&
                p.z + r > min.z && p.z - r < max.z;
            if (!overlaps) continue;

            if (axis === 'y') {
                if (moving < 0) {
                    // Landed on top of the box.
                    p.y = max.y;
                    this.grounded = true;
                } else {
                    // Hit a ceiling with the head.
                    p.y = min.y - this.height;
                }
                this.velocity.y = 0;
            } else {
                // Stop at the face we ran into.
                p[axis] = moving > 0 ? min[axis] - r : max[axis] + r;
                this.velocity[axis] = 0;
            }
        }
    }
}
