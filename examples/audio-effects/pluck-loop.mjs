import { Asset, Sound } from 'playcanvas';

const SAMPLE_RATE = 44100;

/**
 * A two-second loop of short plucked notes with gaps between them, so echoes
 * and reverb tails are easy to hear.
 *
 * @returns {AudioBuffer} The generated audio.
 */
export function createPluckLoop() {
    const length = SAMPLE_RATE * 2;
    const buffer = new AudioBuffer({ length, numberOfChannels: 1, sampleRate: SAMPLE_RATE });
    const data = buffer.getChannelData(0);
    // Eighth notes at 120 BPM: one every 0.25 s. 0 is a rest.
    const notes = [440, 0, 659.3, 0, 587.3, 523.3, 0, 392];
    notes.forEach((hz, n) => {
        if (!hz) return;
        const start = Math.floor(n * 0.25 * SAMPLE_RATE);
        const end = Math.min(length, start + Math.floor(0.2 * SAMPLE_RATE));
        for (let i = start; i < end; i++) {
            const t = (i - start) / SAMPLE_RATE;
            // A sharp attack and a fast fade, with a little second harmonic.
            const envelope = Math.min(1, t * 400) * Math.exp(-t * 22);
            data[i] += (Math.sin(2 * Math.PI * hz * t) + 0.4 * Math.sin(4 * Math.PI * hz * t)) * envelope * 0.5;
        }
    });
    return buffer;
}

/**
 * Wraps an AudioBuffer in an audio asset that is ready to use.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {string} name - Asset name.
 * @param {AudioBuffer} buffer - The audio data.
 * @returns {Asset} The registered asset.
 */
export function createAudioAsset(app, name, buffer) {
    const asset = new Asset(name, 'audio');
    asset.resource = new Sound(buffer);
    asset.loaded = true;
    app.assets.add(asset);
    return asset;
}
