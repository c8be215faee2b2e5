import {
    Asset,
    EVENT_KEYDOWN,
    KEY_DOWN,
    KEY_SPACE,
    KEY_UP,
    Script,
    math
} from 'playcanvas';

/** @import { AnimTrack, KeyboardEvent } from 'playcanvas' */

/**
 * Plays one animation on the entity's Anim component without a state graph
 * asset, and lets the keyboard control playback:
 * Space pauses and resumes, the up and down arrows change the speed.
 */
export class AnimationPlayer extends Script {
    static scriptName = 'animationPlayer';

    /**
     * The animation asset to play (created when you import a model).
     *
     * @attribute
     * @type {Asset|null}
     * @resource animation
     */
    animationAsset = null;

    /**
     * Name of the state the animation is assigned to.
     *
     * @attribute
     */
    stateName = 'Walk';

    initialize() {
        const asset = this.animationAsset;
        if (asset) {
            // ready() calls back at once if the asset is already loaded.
            asset.ready(() => this.play(/** @type {AnimTrack} */ (asset.resource)));
            this.app.assets.load(asset);
        }

        const keyboard = this.app.keyboard;
        keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this));
    }

    /**
     * Assigns a track to the Anim component and starts it looping.
     *
     * @param {AnimTrack} track - The animation to play.
     */
    play(track) {
        const anim = this.entity.anim;
        if (!anim) return;
        // Creates a one-state graph on the base layer and plays it in a loop.
        anim.assignAnimation(this.stateName, track);
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        const anim = this.entity.anim;
        if (!anim) return;

        if (event.key === KEY_SPACE) {
            anim.playing = !anim.playing;
        } else if (event.key === KEY_UP) {
            anim.speed = math.clamp(anim.speed + 0.25, 0, 3);
        } else if (event.key === KEY_DOWN) {
            anim.speed = math.clamp(anim.speed - 0.25, 0, 3);
        }
    }
}
