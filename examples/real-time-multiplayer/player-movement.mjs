import { KEY_A, KEY_D, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_S, KEY_UP, KEY_W, math, Script } from 'playcanvas';
import { ARENA } from './arena.mjs';

/**
 * Moves the local player with WASD or the arrow keys and fires `move` (x, z) at most
 * `sendRate` times a second while it moves, for the network code to send.
 */
export class PlayerMovement extends Script {
    static scriptName = 'playerMovement';

    /**
     * Metres per second.
     *
     * @attribute
     */
    speed = 3;

    /**
     * How many `move` events a second at most.
     *
     * @attribute
     */
    sendRate = 10;

    /** Seconds since the last `move` event. */
    sinceSent = 0;

    /** Whether the player moved since the last `move` event. */
    moved = false;

    update(dt) {
        const keyboard = this.app.keyboard;
        if (!keyboard) return;
        let x = 0;
        let z = 0;
        if (keyboard.isPressed(KEY_LEFT) || keyboard.isPressed(KEY_A)) x -= 1;
        if (keyboard.isPressed(KEY_RIGHT) || keyboard.isPressed(KEY_D)) x += 1;
        if (keyboard.isPressed(KEY_UP) || keyboard.isPressed(KEY_W)) z -= 1;
        if (keyboard.isPressed(KEY_DOWN) || keyboard.isPressed(KEY_S)) z += 1;

        const position = this.entity.getLocalPosition();
        if (x !== 0 || z !== 0) {
            const step = (this.speed * dt) / Math.hypot(x, z);
            this.entity.setLocalPosition(
                math.clamp(position.x + x * step, -ARENA, ARENA),
                position.y,
                math.clamp(position.z + z * step, -ARENA, ARENA)
            );
            this.moved = true;
        }

        // Sending every frame would flood the network: send the latest position a few times a second.
        this.sinceSent += dt;
        if (this.moved && this.sinceSent >= 1 / this.sendRate) {
            this.sinceSent = 0;
            this.moved = false;
            this.fire('move', position.x, position.z);
        }
    }
}
