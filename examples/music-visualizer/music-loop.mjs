import { Asset, Sound } from 'playcanvas';

const SAMPLE_RATE = 44100;
const BEAT = 0.5; // 120 BPM

/**
 * Adds a decaying sine note to the buffer.
 *
 * @param {Float32Array} data - Samples to add to.
 * @param {number} start - Start time in seconds.
 * @param {number} hz - Pitch.
 * @param {number} decay - How fast it fades; higher is shorter.
 * @param {number} gain - Loudness.
 */
function addNote(data, start, hz, decay, gain) {
    const first = Math.floor(start * SAMPLE_RATE);
    const last = Math.min(data.length, first + Math.floor((6 / decay) * SAMPLE_RATE));
    for (let i = first; i < last; i++) {
        const t = (i - first) / SAMPLE_RATE;
        data[i] += Math.sin(2 * Math.PI * hz * t) * Math.min(1, t * 300) * Math.exp(-t * decay) * gain;
    }
}

/**
 * A four-second loop at 120 BPM: kick drum, hi-hat, bass line and arpeggio,
 * so the visualizer has something in the low, middle and high bands.
 *
 * @returns {AudioBuffer} The generated audio.
 */
export function createMusicLoop() {
    const length = SAMPLE_RATE * 4;
    const buffer = new AudioBuffer({ length, numberOfChannels: 1, sampleRate: SAMPLE_RATE });
    const data = buffer.getChannelData(0);
    let seed = 1;
    const noise = () => {
        seed = (seed * 16807) % 2147483647;
        return (seed / 2147483647) * 2 - 1;
    };
    const bass = [55, 55, 65.4, 49];
    const arpeggio = [220, 261.6, 329.6, 440, 329.6, 261.6];
    for (let beat = 0; beat < 8; beat++) {
        const time = beat * BEAT;
        // Kick: a sine whose pitch drops quickly.
        const first = Math.floor(time * SAMPLE_RATE);
        for (let i = 0; i < 0.3 * SAMPLE_RATE; i++) {
            const t = i / SAMPLE_RATE;
            data[first + i] += Math.sin(2 * Math.PI * (45 * t + 8 * (1 - Math.exp(-t * 30)))) * Math.exp(-t * 9) * 0.5;
        }
        // Hi-hat on the off-beat: a short burst of noise.
        const hat = Math.floor((time + BEAT / 2) * SAMPLE_RATE);
        for (let i = 0; i < 0.05 * SAMPLE_RATE; i++) {
            data[hat + i] += noise() * Math.exp(-i / SAMPLE_RATE * 80) * 0.15;
        }
        addNote(data, time, bass[Math.floor(beat / 2)] * 2, 6, 0.35);
        for (let step = 0; step < 4; step++) {
            addNote(data, time + step * BEAT / 4, arpeggio[(beat * 4 + step) % arpeggio.length] * 2, 14, 0.12);
        }
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
