import {
    Asset,
    Entity,
    KEY_A,
    KEY_D,
    KEY_LEFT,
    KEY_RIGHT,
    KEY_SPACE,
    KEY_UP,
    KEY_W,
    Script,
    Vec3
} from 'playcanvas';
import { Bullet } from './bullet.mjs';
import { ScreenWrap } from './wrap.mjs';

/** @import { Material } from 'playcanvas' */

/**
 * The player's ship. Left and right turn it, up fires the engine, space
 * shoots. There is no friction in space, so the ship keeps drifting; a small
 * drag only stops it from drifting forever. The ship points along its local
 * +y axis.
 */
export class Ship extends Script {
    static scriptName = 'ship';

    /**
     * Turn speed in degrees per second.
     *
     * @attribute
     */
    turnSpeed = 240;

    /**
     * Acceleration while the engine fires, in units per second squared.
     *
     * @attribute
     */
    thrust = 14;

    /**
     * Top speed in units per second.
     *
     * @attribute
     */
    maxSpeed = 12;

    /**
     * How quickly the ship slows down on its own; 0 means never.
     *
     * @attribute
     */
    drag = 0.4;

    /**
     * Seconds between two shots while space is held.
     *
     * @attribute
     */
    fireInterval = 0.2;

    /**
     * Speed of a bullet relative to the ship.
     *
     * @attribute
     */
    bulletSpeed = 20;

    /**
     * The engine flame, shown while thrusting.
     *
     * @attribute
     * @type {Entity|null}
     */
    flame = null;

    /**
     * Material asset of the bullets. (The Editor cannot show a material
     * itself as an attribute, so the script takes the asset.)
     *
     * @attribute
     * @type {Asset|null}
     * @resource material
     */
    bulletMaterial = null;

    /** Collision radius used by the game. */
    radius = 0.5;

    velocity = new Vec3();

    /** Seconds of protection left after a respawn. */
    invulnerable = 0;

    cooldown = 0;

    forward = new Vec3();

    /**
     * Puts the ship back in the middle, at rest and briefly protected.
     *
     * @param {number} protection - Seconds without collisions.
     */
    respawn(protection) {
        this.entity.setPosition(0, 0, 0);
        this.entity.setLocalEulerAngles(0, 0, 0);
        this.velocity.set(0, 0, 0);
        this.invulnerable = protection;
        this.cooldown = 0;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const keyboard = this.app.keyboard;
        if (!keyboard) return;

        // Turn: positive z rotation is anticlockwise when seen from the camera.
        let turn = 0;
        if (keyboard.isPressed(KEY_LEFT) || keyboard.isPressed(KEY_A)) turn += 1;
        if (keyboard.isPressed(KEY_RIGHT) || keyboard.isPressed(KEY_D)) turn -= 1;
        this.entity.rotateLocal(0, 0, turn * this.turnSpeed * dt);

        // Thrust along the nose. entity.up is the local +y axis in world space.
        this.forward.copy(this.entity.up);
        const thrusting = keyboard.isPressed(KEY_UP) || keyboard.isPressed(KEY_W);
        if (thrusting) {
            this.velocity.x += this.forward.x * this.thrust * dt;
            this.velocity.y += this.forward.y * this.thrust * dt;
        }
        this.velocity.mulScalar(Math.exp(-this.drag * dt));
        const speed = this.velocity.length();
        if (speed > this.maxSpeed) this.velocity.mulScalar(this.maxSpeed / speed);

        this.entity.translate(this.velocity.x * dt, this.velocity.y * dt, 0);

        // A flickering flame while the engine fires.
        if (this.flame) {
            this.flame.enabled = thrusting;
            const length = 0.5 + Math.random() * 0.3;
            this.flame.setLocalScale(0.3, length, 0.3);
        }

        // Blink while protected.
        this.invulnerable = Math.max(0, this.invulnerable - dt);
        if (this.entity.render) {
            this.entity.render.enabled = this.invulnerable === 0 || Math.floor(this.invulnerable * 10) % 2 === 0;
        }

        this.cooldown = Math.max(0, this.cooldown - dt);
        if (keyboard.isPressed(KEY_SPACE) && this.cooldown === 0) {
            this.shoot();
            this.cooldown = this.fireInterval;
        }
    }

    /** Creates a bullet at the nose, moving with the ship plus bulletSpeed. */
    shoot() {
        const nose = this.entity.getPosition().clone().add(this.forward.clone().mulScalar(0.7));
        const velocity = this.forward.clone().mulScalar(this.bulletSpeed).add(this.velocity);

        const bullet = new Entity('bullet');
        bullet.tags.add('bullet');
        // The asset's resource is the material itself.
        const material = /** @type {Material|undefined} */ (this.bulletMaterial?.resource);
        bullet.addComponent('render', { type: 'sphere', material });
        bullet.setLocalScale(0.2, 0.2, 0.2);
        bullet.setPosition(nose);
        bullet.addComponent('script');
        bullet.script?.create(Bullet, { properties: { velocity, lifetime: 0.9 } });
        bullet.script?.create(ScreenWrap, { properties: { margin: 0.1 } });
        this.app.root.addChild(bullet);

        this.app.fire('ship:shoot');
    }
}
