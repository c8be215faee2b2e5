import { Script, Vec3 } from 'playcanvas';

/**
 * A target that spins, pops when the entity receives a `hit` event, and
 * comes back after a while. While it is down it loses its `target` tag,
 * so projectiles pass through the spot.
 */
export class Target extends Script {
    static scriptName = 'target';

    /** @attribute */
    points = 10;

    /**
     * Seconds before a popped target returns.
     *
     * @attribute
     */
    respawnTime = 3;

    /** @attribute */
    spinSpeed = 90;

    /** Seconds until respawn; 0 while standing. */
    downTimer = 0;

    /** Animated size, 0 to 1. */
    size = 1;

    baseScale = new Vec3();

    initialize() {
        this.baseScale.copy(this.entity.getLocalScale());
        this.entity.tags.add('target');
        this.entity.on('hit', this.onHit, this);
        this.on('destroy', () => this.entity.off('hit', this.onHit, this));
    }

    onHit() {
        if (this.downTimer > 0) return;
        this.downTimer = this.respawnTime;
        this.entity.tags.remove('target');
        this.app.fire('score:add', this.points);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.entity.rotate(0, this.spinSpeed * dt, 0);

        if (this.downTimer > 0) {
            this.downTimer = Math.max(0, this.downTimer - dt);
            if (this.downTimer === 0) {
                this.entity.tags.add('target');
            }
        }

        // Shrink quickly when down, grow back when standing.
        const wanted = this.downTimer > 0 ? 0 : 1;
        const rate = this.downTimer > 0 ? 12 : 4;
        this.size += (wanted - this.size) * (1 - Math.exp(-rate * dt));
        const s = Math.max(this.size, 0.001);
        this.entity.setLocalScale(this.baseScale.x * s, this.baseScale.y * s, this.baseScale.z * s);
    }
}
