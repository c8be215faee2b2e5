import { Asset, Sound } from 'playcanvas';

const SAMPLE_RATE = 44100;

/**
 * A two-second loop of a soft chord. Whole cycles of every frequency fit in
 * the buffer, so the loop point does not click.
 *
 * @returns {AudioBuffer} The generated audio.
 */
export function createHum() {
    const length = SAMPLE_RATE * 2;
    const buffer = new AudioBuffer({ length, numberOfChannels: 1, sampleRate: SAMPLE_RATE });
    const data = buffer.getChannelData(0);
    const freqs = [110, 165, 220, 277.5];
    for (let i = 0; i < length; i++) {
        const t = i / SAMPLE_RATE;
        let sample = 0;
        for (const hz of freqs) sample += Math.sin(2 * Math.PI * hz * t);
        // A slow wobble in loudness, also a whole number of cycles (1 Hz).
        data[i] = (sample / freqs.length) * (0.35 + 0.1 * Math.sin(2 * Math.PI * t));
    }
    return buffer;
}

/**
 * A short bell-like blip that fades out.
 *
 * @param {number} hz - Pitch of the blip.
 * @returns {AudioBuffer} The generated audio.
 */
export function createBlip(hz) {
    const length = Math.floor(SAMPLE_RATE * 0.25);
    const buffer = new AudioBuffer({ length, numberOfChannels: 1, sampleRate: SAMPLE_RATE });
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i++) {
        const t = i / SAMPLE_RATE;
        const envelope = Math.exp(-t * 18);
        data[i] = (Math.sin(2 * Math.PI * hz * t) + 0.3 * Math.sin(2 * Math.PI * hz * 2 * t)) * envelope * 0.5;
    }
    return buffer;
}

/**
 * Wraps an AudioBuffer in an audio asset that is ready to use: the resource is
 * set, so nothing is downloaded.
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
