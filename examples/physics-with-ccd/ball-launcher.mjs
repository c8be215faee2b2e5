import { Entity, Script, Vec3 } from 'playcanvas';
import { Ccd } from './ccd.mjs';

/** @import { StandardMaterial } from 'playcanvas' */

/**
 * Fires small, fast balls along the entity's forward axis at a fixed interval.
 * With `useCcd` set, every ball gets the Ccd script.
 */
export class BallLauncher extends Script {
    static scriptName = 'ballLauncher';

    /**
     * Seconds between two shots.
     *
     * @attribute
     */
    interval = 0.5;

    /**
     * Launch speed in metres per second.
     *
     * @attribute
     */
    speed = 80;

    /**
     * Ball radius in metres.
     *
     * @attribute
     */
    radius = 0.1;

    /**
     * Seconds before a ball is removed.
     *
     * @attribute
     */
    lifetime = 4;

    /** @attribute */
    useCcd = false;

    /** @type {StandardMaterial | null} */
    material = null;

    timer = 0;

    /** @type {{ entity: Entity, age: number }[]} */
    balls = [];

    velocity = new Vec3();

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.timer += dt;
        if (this.timer >= this.interval) {
            this.timer = 0;
            this.launch();
        }

        // Age the balls and remove the old ones.
        for (const ball of this.balls) ball.age += dt;
        while (this.balls.length > 0 && this.balls[0].age > this.lifetime) {
            this.balls.shift()?.entity.destroy();
        }
    }

    launch() {
        const ball = new Entity('ball');
        ball.addComponent('render', { type: 'sphere', material: this.material ?? undefined });
        ball.setLocalScale(this.radius * 2, this.radius * 2, this.radius * 2);
        // Set the position before the body is created, when the ball enters the scene.
        ball.setPosition(this.entity.getPosition());
        ball.addComponent('collision', { type: 'sphere', radius: this.radius });
        ball.addComponent('rigidbody', { type: 'dynamic', mass: 0.2, restitution: 0.4 });

        if (this.useCcd) {
            ball.addComponent('script');
            ball.script?.create(Ccd, {
                properties: {
                    motionThreshold: this.radius,
                    sweptSphereRadius: this.radius * 0.8
                }
            });
        }

        this.app.root.addChild(ball);

        const rigidbody = ball.rigidbody;
        if (rigidbody) {
            rigidbody.linearVelocity = this.velocity.copy(this.entity.forward).mulScalar(this.speed);
        }
        this.balls.push({ entity: ball, age: 0 });
    }
}
