import { Color, Script, StandardMaterial } from 'playcanvas';
import { createDumbbell, createTable } from './compound-builders.mjs';

/** @import { Entity } from 'playcanvas' */

/**
 * Drops a table or a dumbbell from above at a fixed interval and removes the
 * oldest one when there are too many.
 */
export class DropSpawner extends Script {
    static scriptName = 'dropSpawner';

    /**
     * Seconds between two drops.
     *
     * @attribute
     */
    interval = 1.2;

    /**
     * Bodies kept in the scene at once.
     *
     * @attribute
     */
    maxBodies = 12;

    /**
     * Height the bodies are dropped from.
     *
     * @attribute
     */
    dropHeight = 6;

    /**
     * Half the width of the square area the bodies are dropped over.
     *
     * @attribute
     */
    area = 3;

    timer = 0;

    count = 0;

    /** @type {Entity[]} Spawned bodies, oldest first. */
    spawned = [];

    /** @type {StandardMaterial[]} */
    materials = [];

    initialize() {
        for (const [r, g, b] of [[0.85, 0.55, 0.3], [0.35, 0.65, 0.9], [0.5, 0.8, 0.4]]) {
            const material = new StandardMaterial();
            material.diffuse = new Color(r, g, b);
            material.update();
            this.materials.push(material);
        }
    }

    /** @param {number} dt - Seconds since the previous frame. */
    update(dt) {
        this.timer += dt;
        if (this.timer < this.interval) {
            return;
        }
        this.timer = 0;
        this.spawn();
    }

    spawn() {
        const material = this.materials[this.count % this.materials.length];
        const body = this.count % 2 === 0 ? createTable(material) : createDumbbell(material);
        this.count++;

        // Place and rotate before adding to the scene: the body starts from this pose.
        body.setPosition(
            (Math.random() * 2 - 1) * this.area,
            this.dropHeight,
            (Math.random() * 2 - 1) * this.area
        );
        body.setEulerAngles(Math.random() * 360, Math.random() * 360, Math.random() * 360);
        this.app.root.addChild(body);

        this.spawned.push(body);
        if (this.spawned.length > this.maxBodies) {
            this.spawned.shift()?.destroy();
        }
    }
}
