import { Entity, Script, Vec3 } from 'playcanvas';

/**
 * Slides the entity back and forth along one axis of its parent's space
 * with setLocalPosition.
 */
export class Slider extends Script {
    static scriptName = 'slider';

    /**
     * How far the entity moves from its start position, in units.
     *
     * @attribute
     */
    distance = 2;

    /**
     * Full back-and-forth cycles per second.
     *
     * @attribute
     */
    frequency = 0.25;

    start = new Vec3();

    time = 0;

    initialize() {
        this.start.copy(this.entity.getLocalPosition());
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.time += dt;
        const offset = Math.sin(this.time * this.frequency * Math.PI * 2) * this.distance;
        this.entity.setLocalPosition(this.start.x + offset, this.start.y, this.start.z);
    }
}

/**
 * Turns the entity around its own axes with rotateLocal, or around the
 * world axes with rotate.
 */
export class Spinner extends Script {
    static scriptName = 'spinner';

    /**
     * Degrees per second around X, Y and Z.
     *
     * @attribute
     */
    speed = new Vec3(0, 90, 0);

    /**
     * True: rotate around the entity's own axes. False: around world axes.
     *
     * @attribute
     */
    local = true;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const { x, y, z } = this.speed;
        if (this.local) {
            this.entity.rotateLocal(x * dt, y * dt, z * dt);
        } else {
            this.entity.rotate(x * dt, y * dt, z * dt);
        }
    }
}

/** Makes the entity grow and shrink with setLocalScale. */
export class Pulser extends Script {
    static scriptName = 'pulser';

    /**
     * How much the scale changes, as a fraction of the start scale.
     *
     * @attribute
     */
    amount = 0.3;

    /**
     * Pulses per second.
     *
     * @attribute
     */
    frequency = 1;

    baseScale = new Vec3();

    time = 0;

    initialize() {
        this.baseScale.copy(this.entity.getLocalScale());
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.time += dt;
        const factor = 1 + Math.sin(this.time * this.frequency * Math.PI * 2) * this.amount;
        const s = this.baseScale;
        this.entity.setLocalScale(s.x * factor, s.y * factor, s.z * factor);
    }
}

/** Keeps the entity turned towards a target entity with lookAt. */
export class Watcher extends Script {
    static scriptName = 'watcher';

    /**
     * The entity to face.
     *
     * @attribute
     * @type {Entity|null}
     */
    target = null;

    update() {
        if (this.target) {
            this.entity.lookAt(this.target.getPosition());
        }
    }
}

/**
 * Moves the entity forward along its own facing direction with
 * translateLocal, turning as it goes so it drives in a circle.
 */
export class Driver extends Script {
    static scriptName = 'driver';

    /**
     * Forward speed in units per second.
     *
     * @attribute
     */
    speed = 2;

    /**
     * Turn rate in degrees per second.
     *
     * @attribute
     */
    turnRate = 45;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.entity.rotateLocal(0, this.turnRate * dt, 0);
        // -Z is "forward" for entities in PlayCanvas.
        this.entity.translateLocal(0, 0, -this.speed * dt);
    }
}
