import { Script, Vec3, math } from 'playcanvas';

/**
 * Moves the entity on the floor from `joypad:axis` events and jumps on
 * `joypad:button`. It knows nothing about touches, so any other input that
 * fires the same events (a gamepad script, a keyboard script) drives it too.
 */
export class JoypadPlayer extends Script {
    static scriptName = 'joypadPlayer';

    /**
     * Top speed in world units per second.
     *
     * @attribute
     */
    speed = 4;

    /**
     * Upward speed given by a jump.
     *
     * @attribute
     */
    jumpSpeed = 6;

    /**
     * Half the size of the square the entity may move in.
     *
     * @attribute
     */
    limit = 5;

    axisX = 0;

    axisY = 0;

    velocityY = 0;

    groundY = 0;

    position = new Vec3();

    initialize() {
        this.groundY = this.entity.getPosition().y;
        this.app.on('joypad:axis', this.onAxis, this);
        this.app.on('joypad:button', this.onButton, this);
        this.on('destroy', () => {
            this.app.off('joypad:axis', this.onAxis, this);
            this.app.off('joypad:button', this.onButton, this);
        });
    }

    /**
     * @param {number} x - Left (-1) to right (1).
     * @param {number} y - Down (-1) to up (1).
     */
    onAxis(x, y) {
        this.axisX = x;
        this.axisY = y;
    }

    /** @param {boolean} pressed - Whether the button went down. */
    onButton(pressed) {
        const onGround = this.entity.getPosition().y <= this.groundY + 1e-3;
        if (pressed && onGround) this.velocityY = this.jumpSpeed;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const p = this.position.copy(this.entity.getPosition());

        // Stick up moves away from the camera (towards -Z).
        p.x = math.clamp(p.x + this.axisX * this.speed * dt, -this.limit, this.limit);
        p.z = math.clamp(p.z - this.axisY * this.speed * dt, -this.limit, this.limit);

        // A simple jump: constant gravity until the entity is back on the ground.
        this.velocityY -= 15 * dt;
        p.y = Math.max(p.y + this.velocityY * dt, this.groundY);
        if (p.y === this.groundY) this.velocityY = 0;

        this.entity.setPosition(p);
    }
}
