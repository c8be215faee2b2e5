import { Asset, EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';

/**
 * Plays one clip on the base layer and another on a second layer, then fades
 * the second layer's weight in or out on a click, a tap or Space.
 */
export class LayerBlender extends Script {
    static scriptName = 'layerBlender';

    /**
     * The clip the base layer plays all the time.
     *
     * @attribute
     * @type {Asset|null}
     * @resource animation
     */
    baseClip = null;

    /**
     * The clip of the second layer, faded in and out.
     *
     * @attribute
     * @type {Asset|null}
     * @resource animation
     */
    overlayClip = null;

    /**
     * Seconds a fade of the second layer's weight lasts.
     *
     * @attribute
     * @range [0, 3]
     */
    fadeTime = 0.6;

    /** The weight the second layer is fading to: 0 or 1. */
    target = 0;

    initialize() {
        const anim = this.entity.anim;
        const base = /** @type {import('playcanvas').AnimTrack | undefined} */ (this.baseClip?.resource);
        const overlay = /** @type {import('playcanvas').AnimTrack | undefined} */ (this.overlayClip?.resource);
        if (!anim || !base || !overlay) return;

        // The first call creates the "Base" layer and plays the clip there.
        anim.assignAnimation(base.name, base);
        // A second layer starts with weight 0: it plays, but has no effect yet.
        this.layer = anim.addLayer('Overlay', 0);
        anim.assignAnimation(overlay.name, overlay, 'Overlay');

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.toggle, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.toggle, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.toggle, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.toggle, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.toggle();
    }

    toggle() {
        if (!this.layer) return;
        this.target = this.target === 0 ? 1 : 0;
        if (this.fadeTime > 0) {
            // The layer moves its weight from where it is now to the target over fadeTime.
            this.layer.blendToWeight(this.target, this.fadeTime);
        } else {
            // blendToWeight() with a time of 0 leaves the weight as it is.
            this.layer.weight = this.target;
        }
    }
}
