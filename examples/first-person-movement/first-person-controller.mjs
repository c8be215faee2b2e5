import {
    BoundingBox,
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    Entity,
    KEY_A,
    KEY_D,
    KEY_DOWN,
    KEY_LEFT,
    KEY_RIGHT,
    KEY_S,
    KEY_SHIFT,
    KEY_UP,
    KEY_W,
    Mouse,
    Script,
    Vec3,
    math
} from 'playcanvas';

/** @import { MouseEvent } from 'playcanvas' */

/**
 * First-person walking without a physics engine.
 * Attach to a "player" entity standing on the ground, with the camera as a
 * child at eye height. Click to capture the mouse, move it to look around,
 * walk with WASD or the arrow keys, hold Shift to run. Entities tagged
 * `obstacle` block the player.
 */
export class FirstPersonController extends Script {
    static scriptName = 'firstPersonController';

    /**
     * The camera entity, a child of this entity.
     *
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    /**
     * Walking speed in units per second.
     *
     * @attribute
     */
    speed = 4;

    /** @attribute */
    runMultiplier = 1.8;

    /**
     * How quickly the velocity reaches the wanted speed. Higher is snappier.
     *
     * @attribute
     */
    acceleration = 10;

    /**
     * Degrees of turn per pixel of mouse movement.
     *
     * @attribute
     */
    lookSensitivity = 0.1;

    /**
     * Radius of the player's body, used against obstacles.
     *
     * @attribute
     */
    radius = 0.4;

    /**
     * Height of the player's body; obstacles lower than the floor or higher
     * than this are ignored.
     *
     * @attribute
     */
    height = 1.8;

    yaw = 0;

    pitch = 0;

    velocity = new Vec3();

    wish = new Vec3();

    scratch = new Vec3();

    /** @type {BoundingBox[]} World-space boxes of the obstacles. */
    obstacles = [];

    initialize() {
        this.yaw = this.entity.getLocalEulerAngles().y;

        // Obstacles do not move, so their boxes are collected once.
        this.obstacles = this.app.root.findByTag('obstacle').flatMap((node) => {
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
        // Pointer lock may only be requested from a user action such as a click.
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
        // The body turns left and right; only the camera looks up and down.
        this.entity.setLocalEulerAngles(0, this.yaw, 0);
        this.camera?.setLocalEulerAngles(this.pitch, 0, 0);

        this.readInput();
        const t = 1 - Math.exp(-this.acceleration * dt);
        this.velocity.lerp(this.velocity, this.wish, t);

        const position = this.scratch.copy(this.entity.getPosition());
        position.add(this.velocity.clone().mulScalar(dt));
        this.pushOutOfObstacles(position);
        this.entity.setPosition(position);
    }

    /** Sets `wish` to the velocity the keys ask for, on the ground plane. */
    readInput() {
        const keyboard = this.app.keyboard;
        this.wish.set(0, 0, 0);
        if (!keyboard) return;

        let forward = 0;
        let strafe = 0;
        if (keyboard.isPressed(KEY_W) || keyboard.isPressed(KEY_UP)) forward += 1;
        if (keyboard.isPressed(KEY_S) || keyboard.isPressed(KEY_DOWN)) forward -= 1;
        if (keyboard.isPressed(KEY_D) || keyboard.isPressed(KEY_RIGHT)) strafe += 1;
        if (keyboard.isPressed(KEY_A) || keyboard.isPressed(KEY_LEFT)) strafe -= 1;
        if (forward === 0 && strafe === 0) return;

        // The entity only has yaw, so forward and right are horizontal.
        this.wish.copy(this.entity.forward).mulScalar(forward);
        this.wish.add(this.entity.right.clone().mulScalar(strafe));
        const speed = this.speed * (keyboard.isPressed(KEY_SHIFT) ? this.runMultiplier : 1);
        this.wish.normalize().mulScalar(speed);
    }

    /**
     * Moves `position` out of every obstacle it overlaps, treating the player
     * as a circle on the ground plane. Sliding along walls falls out of this.
     *
     * @param {Vec3} position - Candidate feet position; changed in place.
     */
    pushOutOfObstacles(position) {
        for (const box of this.obstacles) {
            const min = box.getMin();
            const max = box.getMax();
            if (max.y <= position.y + 0.05 || min.y >= position.y + this.height) continue;

            // Closest point of the box's footprint to the player's centre.
            const cx = math.clamp(position.x, min.x, max.x);
            const cz = math.clamp(position.z, min.z, max.z);
            const dx = position.x - cx;
            const dz = position.z - cz;
            const distance = Math.hypot(dx, dz);

            if (distance >= this.radius) continue;
            if (distance > 1e-5) {
                const push = (this.radius - distance) / distance;
                position.x += dx * push;
                position.z += dz * push;
            } else {
                // Centre inside the box: leave through the nearest side.
                const exits = [
                    [min.x - this.radius - position.x, 0],
                    [max.x + this.radius - position.x, 0],
                    [0, min.z - this.radius - position.z],
                    [0, max.z + this.radius - position.z]
                ];
                exits.sort((a, b) => Math.abs(a[0] + a[1]) - Math.abs(b[0] + b[1]));
                position.x += exits[0][0];
                position.z += exits[0][1];
            }
        }
    }
}
