import { Script, Vec3 } from 'playcanvas';

/**
 * Shakes the entity (a camera) around its starting local position and
 * rotation. Listens for the application event `camera:shake` with an
 * amount from 0 to 1; repeated shakes add up, then fade out over time.
 */
export class CameraShake extends Script {
    static scriptName = 'cameraShake';

    /**
     * Largest offset in world units at full strength.
     *
     * @attribute
     */
    maxOffset = 0.35;

    /**
     * Largest roll in degrees at full strength.
     *
     * @attribute
     */
    maxRoll = 4;

    /**
     * How much strength is lost per second.
     *
     * @attribute
     */
    decay = 1.2;

    /**
     * Shake speed; higher values jitter faster.
     *
     * @attribute
     */
    frequency = 25;

    /** Current strength, 0 to 1. */
    trauma = 0;

    time = 0;

    basePosition = new Vec3();

    baseAngles = new Vec3();

    offset = new Vec3();

    initialize() {
        this.basePosition.copy(this.entity.getLocalPosition());
        this.baseAngles.copy(this.entity.getLocalEulerAngles());

        this.app.on('camera:shake', this.addTrauma, this);
        this.on('destroy', () => this.app.off('camera:shake', this.addTrauma, this));
    }

    /** @param {number} amount - Strength to add, 0 to 1. */
    addTrauma(amount) {
        this.trauma = Math.min(1, this.trauma + amount);
    }

    /**
     * Smooth pseudo-random wave in -1..1; different seeds give unrelated waves.
     *
     * @param {number} seed - Any number.
     * @returns {number} The wave value at the current time.
     */
    wave(seed) {
        const t = this.time * this.frequency + seed * 17.3;
        return (Math.sin(t) + Math.sin(t * 2.31 + 1.7) * 0.5) / 1.5;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.trauma <= 0) return;

        this.time += dt;
        this.trauma = Math.max(0, this.trauma - this.decay * dt);

        // Squaring makes small shakes subtle and big ones violent.
        const strength = this.trauma * this.trauma;
        this.offset.set(this.wave(1), this.wave(2), this.wave(3)).mulScalar(this.maxOffset * strength);

        this.entity.setLocalPosition(this.offset.add(this.basePosition));
        this.entity.setLocalEulerAngles(
            this.baseAngles.x,
            this.baseAngles.y,
            this.baseAngles.z + this.wave(4) * this.maxRoll * strength
        );
    }
}
