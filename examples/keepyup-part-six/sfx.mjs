import { Asset, Script, Sound } from 'playcanvas';

const SAMPLE_RATE = 44100;

/**
 * Renders a short tone into an AudioBuffer. The pitch glides from
 * startHz to endHz and the volume fades out, which gives a soft "blip".
 *
 * @param {number} seconds - Length of the sound.
 * @param {number} startHz - Pitch at the start.
 * @param {number} endHz - Pitch at the end.
 * @param {number} noise - 0 for a pure tone, up to 1 for a noisy thud.
 * @returns {AudioBuffer} The generated audio.
 */
function makeTone(seconds, startHz, endHz, noise) {
    const length = Math.floor(seconds * SAMPLE_RATE);
    const buffer = new AudioBuffer({ length, numberOfChannels: 1, sampleRate: SAMPLE_RATE });
    const data = buffer.getChannelData(0);
    let phase = 0;
    for (let i = 0; i < length; i++) {
        const t = i / length;
        const hz = startHz + (endHz - startHz) * t;
        phase += (2 * Math.PI * hz) / SAMPLE_RATE;
        const tone = Math.sin(phase) * (1 - noise) + (Math.random() * 2 - 1) * noise;
        data[i] = tone * (1 - t) * (1 - t) * 0.5;
    }
    return buffer;
}

/** The sounds of the game: slot name and how to generate it. */
const SOUNDS = {
    kick: () => makeTone(0.12, 220, 110, 0.25),
    bounce: () => makeTone(0.08, 600, 500, 0),
    over: () => makeTone(0.6, 440, 110, 0.05),
    best: () => makeTone(0.4, 520, 1040, 0)
};

/**
 * Plays sound effects for the game's events. The sounds are generated in
 * code, wrapped in audio assets and played through a sound component.
 */
export class Sfx extends Script {
    static scriptName = 'sfx';

    /**
     * Volume of all effects, from 0 to 1.
     *
     * @attribute
     * @range [0, 1]
     */
    volume = 0.8;

    initialize() {
        if (!this.entity.sound) {
            this.entity.addComponent('sound', { positional: false, volume: this.volume });
        }
        const sound = this.entity.sound;
        if (!sound) return;

        for (const [name, generate] of Object.entries(SOUNDS)) {
            // An asset whose resource is already set needs no loading.
            const asset = new Asset(`sfx-${name}`, 'audio');
            asset.resource = new Sound(generate());
            asset.loaded = true;
            this.app.assets.add(asset);
            sound.addSlot(name, { asset: asset.id, overlap: true });
        }

        this.app.on('ball:kick', this.onKick, this);
        this.app.on('ball:bounce', this.onBounce, this);
        this.app.on('game:over', this.onOver, this);
        this.on('destroy', () => {
            this.app.off('ball:kick', this.onKick, this);
            this.app.off('ball:bounce', this.onBounce, this);
            this.app.off('game:over', this.onOver, this);
        });
    }

    /** @param {number} offset - Where the ball was hit, from -1 to 1. */
    onKick(offset) {
        const slot = this.entity.sound?.slot('kick');
        // Off-centre kicks sound slightly higher.
        if (slot) slot.pitch = 1 + Math.abs(offset) * 0.3;
        this.entity.sound?.play('kick');
    }

    onBounce() {
        this.entity.sound?.play('bounce');
    }

    /**
     * @param {number} score - The final score.
     * @param {number} best - The best score.
     * @param {boolean} isNewBest - Whether the round set a new best.
     */
    onOver(score, best, isNewBest) {
        this.entity.sound?.play(isNewBest ? 'best' : 'over');
    }
}
