import { Asset, Sound } from 'playcanvas';

const SAMPLE_RATE = 44100;

/**
 * A two-second loop of a bright organ-like tune. Every note lasts a whole
 * number of its own cycles, so the loop joins without a click.
 *
 * @returns {AudioBuffer} The generated audio.
 */
export function createRadioTune() {
    const length = SAMPLE_RATE * 2;
    const buffer = new AudioBuffer({ length, numberOfChannels: 1, sampleRate: SAMPLE_RATE });
    const data = buffer.getChannelData(0);
    const notes = [262, 330, 392, 524]; // four notes of 0.5 s
    for (let i = 0; i < length; i++) {
        const t = i / SAMPLE_RATE;
        const hz = notes[Math.floor(t / 0.5)];
        const local = t % 0.5;
        // Soft edges on each note so the pitch changes without a click.
        const edge = Math.min(1, local * 100, (0.5 - local) * 100);
        data[i] = (Math.sin(2 * Math.PI * hz * local) + 0.3 * Math.sin(6 * Math.PI * hz * local)) * edge * 0.3;
    }
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
