import {
    KEY_A,
    KEY_D,
    KEY_DOWN,
    KEY_LEFT,
    KEY_RIGHT,
    KEY_S,
    KEY_UP,
    KEY_W,
    Script,
    Vec3
} from 'playcanvas';

/**
 * Rolls a ball with a dynamic rigid body around the platform. The arrow keys
 * or WASD push it with a force; the physics engine does the rolling,
 * bouncing and falling. Fires the app event 'player:fell' once the ball
 * drops below fallLimit.
 */
export class RollingPlayer extends Script {
    static scriptName = 'rollingPlayer';

    /**
     * Strength of the push in newtons (the ball's mass is 1 kg).
     *
     * @attribute
     */
    force = 14;

    /**
     * Height below which the ball counts as fallen off.
     *
     * @attribute
     */
    fallLimit = -3;

    /** The game turns the controls on and off. */
    controlsEnabled = false;

    fallen = false;

    spawnPoint = new Vec3();

    initialize() {
        this.spawnPoint.copy(this.entity.getPosition());
        // The coins recognise the player by this tag.
        this.entity.tags.add('player');
    }

    /** Puts the ball back on its start point, at rest. */
    respawn() {
        const body = this.entity.rigidbody;
        if (!body) return;
        const p = this.spawnPoint;
        body.teleport(p.x, p.y, p.z, 0, 0, 0);
        body.linearVelocity = Vec3.ZERO;
        body.angularVelocity = Vec3.ZERO;
        this.fallen = false;
    }

    update() {
        const keyboard = this.app.keyboard;
        const body = this.entity.rigidbody;
        if (!keyboard || !body) return;

        if (this.controlsEnabled) {
            // Build a direction from the keys: x is left/right, z is away/towards the camera.
            let x = 0;
            let z = 0;
            if (keyboard.isPressed(KEY_LEFT) || keyboard.isPressed(KEY_A)) x -= 1;
            if (keyboard.isPressed(KEY_RIGHT) || keyboard.isPressed(KEY_D)) x += 1;
            if (keyboard.isPressed(KEY_UP) || keyboard.isPressed(KEY_W)) z -= 1;
            if (keyboard.isPressed(KEY_DOWN) || keyboard.isPressed(KEY_S)) z += 1;

            if (x !== 0 || z !== 0) {
                // Normalise so that diagonals are not faster.
                const length = Math.hypot(x, z);
                body.applyForce((x / length) * this.force, 0, (z / length) * this.force);
            }
        }

        if (!this.fallen && this.entity.getPosition().y < this.fallLimit) {
            this.fallen = true;
            this.app.fire('player:fell');
        }
    }
}
