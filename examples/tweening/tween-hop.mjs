import { Easing, Group, Tween } from '@tweenjs/tween.js';
import { Color, EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script, StandardMaterial } from 'playcanvas';

/**
 * Makes its entity hop, turn a quarter and flash on a click, a tap or Space, with tween.js.
 * The tweens run on the app's clock: they slow down with `app.timeScale` and stop when the
 * app is paused.
 */
export class TweenHop extends Script {
    static scriptName = 'tweenHop';

    /**
     * How high the hop goes, in metres.
     *
     * @attribute
     */
    height = 1.2;

    /**
     * How long a hop takes, in seconds.
     *
     * @attribute
     */
    duration = 0.9;

    /**
     * Colour of the flash.
     *
     * @attribute
     */
    flashColor = new Color(1, 0.85, 0.3);

    /** Hops finished so far. */
    hops = 0;

    /** Whether a hop is playing. */
    busy = false;

    /** Milliseconds of app time since the script started: the clock of every tween here. */
    clock = 0;

    group = new Group();

    initialize() {
        const ms = this.duration * 1000;
        const material = /** @type {StandardMaterial} */ (this.entity.render?.meshInstances[0]?.material);

        // Tween plain objects, then write them to the entity: setLocalPosition() marks the transform dirty.
        const position = this.entity.getLocalPosition().clone();
        const ground = position.y;
        const turn = { angle: this.entity.getLocalEulerAngles().y };

        const up = new Tween(position)
            .to({ y: ground + this.height }, ms * 0.4)
            .easing(Easing.Quadratic.Out)
            .onUpdate(() => this.entity.setLocalPosition(position));
        const down = new Tween(position)
            .to({ y: ground }, ms * 0.6)
            .easing(Easing.Bounce.Out)
            .onUpdate(() => this.entity.setLocalPosition(position))
            .onComplete(() => {
                this.hops += 1;
                this.busy = false;
            });
        // `down` starts by itself when `up` completes.
        up.chain(down);

        // A relative end value: each start turns another 90 degrees from where it is.
        const spin = new Tween(turn)
            .to({ angle: '+90' }, ms)
            .easing(Easing.Cubic.InOut)
            .onUpdate(() => this.entity.setLocalEulerAngles(0, turn.angle, 0));

        // Colour there and back: yoyo plays the repeat backwards.
        const flash = new Tween(material.diffuse)
            .to({ r: this.flashColor.r, g: this.flashColor.g, b: this.flashColor.b }, ms * 0.25)
            .yoyo(true)
            .repeat(1)
            .onUpdate(() => material.update());

        this.group.add(up, down, spin, flash);

        this.hop = () => {
            if (this.busy) return;
            this.busy = true;
            // Start from the current values at the script's clock, the same clock update() uses.
            up.startFromCurrentValues(this.clock);
            spin.startFromCurrentValues(this.clock);
            flash.start(this.clock);
        };

        /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
        const onKeyDown = (event) => {
            if (event.key === KEY_SPACE) this.hop();
        };
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.hop);
        this.app.touch?.on(EVENT_TOUCHSTART, this.hop);
        this.app.keyboard?.on(EVENT_KEYDOWN, onKeyDown);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.hop);
            this.app.touch?.off(EVENT_TOUCHSTART, this.hop);
            this.app.keyboard?.off(EVENT_KEYDOWN, onKeyDown);
            this.group.removeAll();
        });
    }

    /** Starts a hop unless one is playing; set in initialize(). */
    hop = () => {};

    /** @param {number} dt - Seconds since the last frame, already scaled by app.timeScale. */
    update(dt) {
        this.clock += dt * 1000;
        this.group.update(this.clock);
    }
}
