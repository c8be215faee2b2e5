import { Color, Entity, Script, StandardMaterial, Vec3 } from 'playcanvas';

/** @typedef {'box' | 'sphere' | 'capsule' | 'cylinder' | 'cone'} ShapeType */

/** @type {ShapeType[]} */
const SHAPES = ['box', 'sphere', 'capsule', 'cylinder', 'cone'];

/**
 * @param {number} hue - Hue from 0 to 1.
 * @returns {Color} A saturated colour of that hue.
 */
function colorFromHue(hue) {
    /** @param {number} n - Channel offset. */
    const channel = (n) => {
        const k = (n + hue * 6) % 6;
        return 0.9 - 0.65 * Math.max(0, Math.min(k, 4 - k, 1));
    };
    return new Color(channel(5), channel(3), channel(1));
}

/**
 * Creates dynamic rigid bodies from code at a fixed interval: a random
 * primitive with a matching collision shape, a random colour and a small
 * sideways throw. Bodies are destroyed when they fall out of the world or
 * when their lifetime is over.
 */
export class BodySpawner extends Script {
    static scriptName = 'bodySpawner';

    /**
     * Seconds between two new bodies.
     *
     * @attribute
     */
    interval = 0.4;

    /**
     * Seconds a body lives before it is removed.
     *
     * @attribute
     */
    lifetime = 12;

    /**
     * Bodies below this height are removed at once.
     *
     * @attribute
     */
    killHeight = -10;

    timer = 0;

    /** @type {{ entity: Entity, age: number }[]} */
    bodies = [];

    /** @param {number} dt - Seconds since the previous frame. */
    update(dt) {
        this.timer += dt;
        if (this.timer >= this.interval) {
            this.timer -= this.interval;
            const type = SHAPES[Math.floor(Math.random() * SHAPES.length)];
            const entity = this.createBody(type, this.entity.getPosition());
            this.bodies.push({ entity, age: 0 });
        }

        // Walk backwards so that removing an item does not skip the next one.
        for (let i = this.bodies.length - 1; i >= 0; i--) {
            const item = this.bodies[i];
            item.age += dt;
            if (item.age > this.lifetime || item.entity.getPosition().y < this.killHeight) {
                item.entity.destroy();
                this.bodies.splice(i, 1);
            }
        }
    }

    /**
     * Builds one dynamic body: render, then collision, then rigid body.
     *
     * @param {ShapeType} type - The primitive to create.
     * @param {Vec3} origin - Where the body appears.
     * @returns {Entity} The new entity, already in the scene.
     */
    createBody(type, origin) {
        const size = 0.4 + Math.random() * 0.5;

        const material = new StandardMaterial();
        material.diffuse = colorFromHue(Math.random());
        material.update();

        const entity = new Entity(type);
        entity.addComponent('render', { type, material });
        entity.setLocalScale(size, size, size);
        entity.setPosition(origin.x + Math.random() - 0.5, origin.y, origin.z + Math.random() - 0.5);
        entity.setEulerAngles(Math.random() * 360, Math.random() * 360, 0);

        // The collision shape does not follow the scale: match the primitive's size by hand.
        const half = size * 0.5;
        switch (type) {
            case 'box':
                entity.addComponent('collision', { type: 'box', halfExtents: new Vec3(half, half, half) });
                break;
            case 'sphere':
                entity.addComponent('collision', { type: 'sphere', radius: half });
                break;
            case 'capsule':
                // The capsule primitive is twice as tall as it is wide.
                entity.addComponent('collision', { type: 'capsule', radius: half, height: size * 2, axis: 1 });
                break;
            default:
                entity.addComponent('collision', { type, radius: half, height: size, axis: 1 });
                break;
        }

        entity.addComponent('rigidbody', {
            type: 'dynamic',
            mass: size * 2,
            friction: 0.5,
            restitution: 0.3
        });
        this.app.root.addChild(entity);

        // A small sideways throw. The body exists since addComponent('rigidbody'), so this
        // would work before addChild() too; it starts moving once the entity is in the scene.
        entity.rigidbody?.applyImpulse(new Vec3((Math.random() - 0.5) * 2, 0, (Math.random() - 0.5) * 2));
        return entity;
    }
}
