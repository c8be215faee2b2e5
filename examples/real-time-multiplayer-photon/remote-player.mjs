import { Script, Vec3 } from 'playcanvas';

const next = new Vec3();

/**
 * Moves another player's entity smoothly towards the last position the network sent.
 * Updates arrive a few times a second; without smoothing the player would jump.
 */
export class RemotePlayer extends Script {
    static scriptName = 'remotePlayer';

    /**
     * How quickly the entity catches up with `target` (per second).
     *
     * @attribute
     */
    smoothing = 12;

    /** The last position received. */
    target = new Vec3();

    initialize() {
        this.target.copy(this.entity.getLocalPosition());
    }

    update(dt) {
        next.lerp(this.entity.getLocalPosition(), this.target, Math.min(1, dt * this.smoothing));
        this.entity.setLocalPosition(next);
    }
}
