import {
    BoundingBox,
    Color,
    EVENT_MOUSEDOWN,
    Entity,
    MOUSEBUTTON_LEFT,
    Mouse,
    Script,
    StandardMaterial,
    Vec3
} from 'playcanvas';

/** @import { MouseEvent } from 'playcanvas' */

/**
 * @typedef {object} Shot
 * @property {Entity} entity - The projectile's entity.
 * @property {Vec3} velocity - World velocity in units per second.
 * @property {number} life - Seconds left before it disappears.
 */

/**
 * Fires glowing projectiles from the camera while the mouse is locked.
 * Each projectile is an entity created on the fly and destroyed when it
 * hits something or runs out of time. Entities tagged `target` receive a
 * `hit` event; entities tagged `solid` just stop the projectile.
 */
export class Blaster extends Script {
    static scriptName = 'blaster';

    /** @attribute */
    projectileSpeed = 35;

    /**
     * Seconds a projectile lives if it hits nothing.
     *
     * @attribute
     */
    lifetime = 2;

    /**
     * Minimum seconds between shots.
     *
     * @attribute
     */
    cooldown = 0.15;

    /** @attribute */
    projectileRadius = 0.08;

    /** @type {Shot[]} */
    shots = [];

    /** @type {BoundingBox[]} */
    solids = [];

    wait = 0;

    step = new Vec3();

    material = new StandardMaterial();

    initialize() {
        this.material.emissive = new Color(1, 0.8, 0.3);
        this.material.useLighting = false;
        this.material.update();

        this.solids = this.app.root.findByTag('solid').flatMap((node) => {
            const render = /** @type {Entity} */ (node).render;
            return render ? render.meshInstances.map(mi => mi.aabb.clone()) : [];
        });

        const mouse = this.app.mouse;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            this.shots.forEach(shot => shot.entity.destroy());
            this.shots.length = 0;
        });
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        // The first click only captures the mouse (see FpsPlayer).
        if (event.button === MOUSEBUTTON_LEFT && Mouse.isPointerLocked()) {
            this.shoot();
        }
    }

    /** Creates a projectile in front of the camera. */
    shoot() {
        if (this.wait > 0) return;
        this.wait = this.cooldown;

        const forward = this.entity.forward;
        const entity = new Entity('projectile');
        entity.addComponent('render', {
            type: 'sphere',
            material: this.material,
            castShadows: false
        });
        const size = this.projectileRadius * 2;
        entity.setLocalScale(size, size, size);
        entity.setPosition(this.entity.getPosition().clone().add(forward.clone().mulScalar(0.5)));
        this.app.root.addChild(entity);

        this.shots.push({
            entity,
            velocity: forward.clone().mulScalar(this.projectileSpeed),
            life: this.lifetime
        });
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.wait = Math.max(0, this.wait - dt);
        const targets = /** @type {Entity[]} */ (this.app.root.findByTag('target'));

        // Walk backwards so removing a shot does not skip the next one.
        for (let i = this.shots.length - 1; i >= 0; i--) {
            const shot = this.shots[i];
            shot.life -= dt;

            const position = shot.entity.getPosition();
            position.add(this.step.copy(shot.velocity).mulScalar(dt));
            shot.entity.setPosition(position);

            const target = targets.find(t => this.touches(t.render?.meshInstances[0]?.aabb, position));
            if (target) {
                target.fire('hit', position);
            }
            const blocked = this.solids.some(box => this.touches(box, position));

            if (target || blocked || shot.life <= 0) {
                shot.entity.destroy();
                this.shots.splice(i, 1);
            }
        }
    }

    /**
     * @param {BoundingBox | undefined} box - World-space box.
     * @param {Vec3} point - Projectile centre.
     * @returns {boolean} True if a sphere of projectileRadius at point touches the box.
     */
    touches(box, point) {
        if (!box) return false;
        const min = box.getMin();
        const max = box.getMax();
        const r = this.projectileRadius;
        return point.x > min.x - r && point.x < max.x + r &&
            point.y > min.y - r && point.y < max.y + r &&
            point.z > min.z - r && point.z < max.z + r;
    }
}
