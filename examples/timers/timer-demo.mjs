import { Color, Entity, Script, StandardMaterial } from 'playcanvas';
import { TimerList } from './timer-list.mjs';

/**
 * Shows the three common timer jobs:
 * - a repeating timer that blinks a beacon,
 * - a repeating timer that drops a new box,
 * - a one-shot timer per box that removes it after its lifetime.
 */
export class TimerDemo extends Script {
    static scriptName = 'timerDemo';

    /**
     * Entity that blinks on and off.
     *
     * @attribute
     * @type {Entity | null}
     */
    beacon = null;

    /**
     * Seconds between beacon blinks.
     *
     * @attribute
     */
    blinkInterval = 0.5;

    /**
     * Seconds between two new boxes.
     *
     * @attribute
     */
    spawnInterval = 1.5;

    /**
     * Seconds a box stays before it is removed.
     *
     * @attribute
     */
    lifetime = 4;

    timers = new TimerList();

    /** Handle of the spawn timer, read by the status display. */
    spawnTimer = 0;

    boxMaterial = new StandardMaterial();

    initialize() {
        this.boxMaterial.diffuse = new Color(0.9, 0.55, 0.2);
        this.boxMaterial.update();

        this.timers.every(this.blinkInterval, () => {
            if (this.beacon) this.beacon.enabled = !this.beacon.enabled;
        });
        this.spawnTimer = this.timers.every(this.spawnInterval, () => this.spawnBox());

        // Timers belong to this script: drop them when it goes away.
        this.on('destroy', () => this.timers.clear());
    }

    /** @param {number} dt - Scaled seconds since the last frame. */
    update(dt) {
        // dt is already multiplied by app.timeScale, and update() is not
        // called while the script is disabled, so the timers follow both.
        this.timers.update(dt);
    }

    spawnBox() {
        const box = new Entity('timed-box');
        box.addComponent('render', { type: 'box', material: this.boxMaterial });
        box.setLocalScale(0.5, 0.5, 0.5);
        box.setPosition(Math.random() * 6 - 3, 0.25, Math.random() * 4 - 2);
        this.app.root.addChild(box);

        // A one-shot timer per box removes it later.
        this.timers.after(this.lifetime, () => box.destroy());
    }

    /** @returns {number} Seconds until the next box appears. */
    get nextSpawnIn() {
        return this.timers.remaining(this.spawnTimer);
    }
}
