import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script, math } from 'playcanvas';

/**
 * Plays and pauses the `music` slot of this entity's sound component on a
 * click, tap or Space, and scales the bars with the loudness of the
 * frequencies an AnalyserNode measures. While nothing plays, the bars idle in
 * a slow wave.
 */
export class MusicVisualizer extends Script {
    static scriptName = 'musicVisualizer';

    /**
     * The bars, from low to high frequencies.
     *
     * @attribute
     * @type {import('playcanvas').Entity[]}
     */
    bars = [];

    /**
     * Height of a bar at full loudness.
     *
     * @attribute
     */
    maxHeight = 3;

    /** Whether the music is playing. */
    playing = false;

    /** @type {AnalyserNode | null} */
    analyser = null;

    /** Loudness of each frequency bin, 0 to 255, filled every frame. */
    levels = new Uint8Array(0);

    time = 0;

    initialize() {
        const context = this.app.soundManager.context;
        const slot = this.entity.sound?.slot('music');
        if (context && slot) {
            // 512 samples per analysis: 256 frequency bins from 0 Hz up to half the sample rate.
            this.analyser = new AnalyserNode(context, { fftSize: 512, smoothingTimeConstant: 0.75 });
            this.levels = new Uint8Array(this.analyser.frequencyBinCount);
            // The analyser passes the sound on unchanged, so it can be both first and last node.
            slot.setExternalNodes(this.analyser);
        }

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
        const sound = this.entity.sound;
        const slot = sound?.slot('music');
        if (!sound || !slot) return;

        if (slot.isPlaying) {
            sound.pause('music');
        } else {
            // The engine resumes the context on a click or tap; a key press needs this.
            this.app.soundManager.context?.resume();
            if (slot.isPaused) sound.resume('music');
            else sound.play('music');
        }
        this.playing = slot.isPlaying;
        this.fire('toggle', this.playing);
    }

    update(dt) {
        this.time += dt;
        const running = this.app.soundManager.context?.state === 'running';
        if (this.analyser && this.playing && running) this.analyser.getByteFrequencyData(this.levels);

        this.bars.forEach((bar, i) => {
            let level;
            if (this.playing && running) {
                // Two neighbouring bins per bar, skipping bin 0 (no frequency at all).
                const a = this.levels[1 + i * 2] ?? 0;
                const b = this.levels[2 + i * 2] ?? 0;
                level = Math.max(a, b) / 255;
            } else {
                level = 0.1 + 0.06 * Math.sin(this.time * 2 - i * 0.4);
            }
            const scale = bar.getLocalScale();
            // Ease towards the new height so the bars do not flicker.
            const height = math.lerp(scale.y, 0.05 + level * this.maxHeight, Math.min(1, dt * 20));
            bar.setLocalScale(scale.x, height, scale.z);
            bar.setLocalPosition(bar.getLocalPosition().x, height / 2, 0);
        });
    }
}
