import { Asset, Script } from 'playcanvas';

/** @typedef {{ delay: number, count: number }} Wave */

export class WaveSpawner extends Script {
    static scriptName = 'waveSpawner';

    /**
     * Spawn timetable: { "waves": [{ "delay": 2, "count": 5 }, ...] }
     *
     * @attribute
     * @type {Asset|null}
     * @resource json
     */
    timetable = null;

    /** @type {Wave[]} */
    waves = [];

    initialize() {
        if (!this.timetable) return;

        // 'load' fires again when the file changes while the Launch page is open
        this.timetable.on('load', this.readWaves, this);
        if (this.timetable.loaded) {
            this.readWaves(this.timetable);
        } else {
            this.app.assets.load(this.timetable);
        }
        this.once('destroy', () => this.timetable?.off('load', this.readWaves, this));
    }

    /** @param {Asset} asset */
    readWaves(asset) {
        const data = /** @type {{ waves?: Wave[] }} */ (asset.resource);
        this.waves = data.waves ?? [];
    }
}
