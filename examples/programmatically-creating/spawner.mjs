import { Color, Entity, Script, StandardMaterial, Vec3, math } from 'playcanvas';

const SHAPES = /** @type {const} */ (['box', 'sphere', 'cylinder', 'cone', 'capsule']);

/**
 * Moves a spawned entity down at a fixed speed and destroys it when its
 * time is up. Added to every entity the Spawner creates.
 */
export class Lifetime extends Script {
    static scriptName = 'lifetime';

    /**
     * Seconds until the entity destroys itself.
     *
     * @attribute
     */
    seconds = 4;

    /**
     * Fall speed in units per second.
     *
     * @attribute
     */
    fallSpeed = 1.5;

    /**
     * Rotation in degrees per second, so the shapes tumble as they fall.
     *
     * @attribute
     */
    spin = new Vec3(40, 60, 0);

    age = 0;

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.age += dt;
        this.entity.translate(0, -this.fallSpeed * dt, 0);
        this.entity.rotateLocal(this.spin.x * dt, this.spin.y * dt, this.spin.z * dt);

        if (this.age >= this.seconds) {
            // Removes the entity, its children and all their components.
            this.entity.destroy();
        }
    }
}

/**
 * Creates a new entity at a random position every `interval` seconds.
 * Every shape gets a render component, one of the shared materials and a
 * Lifetime script.
 */
export class Spawner extends Script {
    static scriptName = 'spawner';

    /**
     * Seconds between two new entities.
     *
     * @attribute
     */
    interval = 0.3;

    /**
     * Half the width of the square area new entities appear in.
     *
     * @attribute
     */
    area = 4;

    /**
     * Upper limit on living entities; spawning pauses while it is reached.
     *
     * @attribute
     */
    maxCount = 40;

    timer = 0;

    count = 0;

    /** Shared materials: one per hue, created once and reused. */
    /** @type {StandardMaterial[]} */
    materials = [];

    initialize() {
        for (let i = 0; i < 6; i++) {
            const material = new StandardMaterial();
            const color = new Color();
            hslToRgb(i / 6, 0.65, 0.55, color);
            material.diffuse = color;
            material.update();
            this.materials.push(material);
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.timer += dt;
        while (this.timer >= this.interval) {
            this.timer -= this.interval;
            if (this.count < this.maxCount) {
                this.spawn();
            }
        }
    }

    /** @returns {Entity} The new entity. */
    spawn() {
        const type = SHAPES[Math.floor(Math.random() * SHAPES.length)];
        const entity = new Entity(`spawned-${type}`);

        entity.addComponent('render', {
            type,
            material: this.materials[Math.floor(Math.random() * this.materials.length)]
        });
        entity.addComponent('script');
        entity.script?.create(Lifetime, {
            properties: { seconds: math.random(3, 5), fallSpeed: math.random(1, 2) }
        });

        const size = math.random(0.3, 0.8);
        entity.setLocalScale(size, size, size);

        // Positions are relative to the spawner, so moving it moves the area.
        entity.setLocalPosition(
            math.random(-this.area, this.area),
            0,
            math.random(-this.area, this.area)
        );
        entity.setLocalEulerAngles(math.random(0, 360), math.random(0, 360), 0);

        // An entity only appears once it is part of the scene hierarchy.
        this.entity.addChild(entity);

        this.count++;
        entity.once('destroy', () => this.count--);
        return entity;
    }
}

/**
 * Converts a hue/saturation/lightness colour to RGB.
 *
 * @param {number} h - Hue from 0 to 1.
 * @param {number} s - Saturation from 0 to 1.
 * @param {number} l - Lightness from 0 to 1.
 * @param {Color} out - Receives the result.
 * @returns {Color} The out colour.
 */
function hslToRgb(h, s, l, out) {
    /** @param {number} n - Channel offset. */
    const f = (n) => {
        const k = (n + h * 12) % 12;
        const a = s * Math.min(l, 1 - l);
        return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    };
    return out.set(f(0), f(8), f(4));
}
