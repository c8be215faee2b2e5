import { Curve, EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, Script, math } from 'playcanvas';

/**
 * Sets the volume of this entity's `tune` slot every frame from a curve of the
 * distance to the listener entity. The curve's time axis runs from 0 (at the
 * radio) to 1 (at `maxDistance` and beyond), as the Editor's curve editor
 * does. The first input starts the tune.
 */
export class VolumeByDistance extends Script {
    static scriptName = 'volumeByDistance';

    /**
     * The entity whose distance counts, usually the player or the camera.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    listener = null;

    /**
     * Distance at which the curve reaches its end (time 1).
     *
     * @attribute
     */
    maxDistance = 10;

    /**
     * Volume (0 to 1) against distance / maxDistance (0 to 1).
     *
     * @attribute
     * @type {Curve}
     */
    volumeCurve = new Curve([0, 1, 0.2, 1, 0.5, 0.3, 1, 0]);

    /**
     * Optional bar whose height shows the current volume.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    meter = null;

    /** The volume set in the last frame. */
    volume = 0;

    initialize() {
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.start, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.start, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.start, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.start, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.start, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.start, this);
        });
    }

    start() {
        const sound = this.entity.sound;
        if (!sound || sound.slot('tune')?.isPlaying) return;
        // The engine resumes the context on a click or tap; a key press needs this.
        this.app.soundManager.context?.resume();
        sound.play('tune');
    }

    update() {
        if (!this.listener) return;
        const distance = this.listener.getPosition().distance(this.entity.getPosition());
        const t = math.clamp(distance / this.maxDistance, 0, 1);
        this.volume = math.clamp(this.volumeCurve.value(t), 0, 1);

        const slot = this.entity.sound?.slot('tune');
        if (slot) slot.volume = this.volume;

        if (this.meter) {
            this.meter.setLocalScale(0.2, 0.02 + this.volume * 1.5, 0.2);
            this.meter.setLocalPosition(0, 1 + (0.02 + this.volume * 1.5) / 2, 0);
        }
    }
}
