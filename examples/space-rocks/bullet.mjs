import { Script, Vec3 } from 'playcanvas';

/** Flies in a straight line and removes itself when its lifetime is over. */
export class Bullet extends Script {
    static scriptName = 'bullet';

    /**
     * Seconds before the bullet disappears.
     *
     * @attribute
     */
    lifetime = 1;

    /** Set by the ship when it fires. */
    velocity = new Vec3();

    age = 0;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.age += dt;
        if (this.age > this.lifetime) {
            this.entity.destroy();
            return;
        }
        this.entity.translate(this.velocity.x * dt, this.velocity.y * dt, 0);
    }
}
