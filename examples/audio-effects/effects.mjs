/**
 * Web Audio effect chains. Each returns its first node (where the sound goes
 * in) and its last node (what goes out to the speakers).
 *
 * @typedef {{ first: AudioNode, last: AudioNode }} EffectChain
 */

/**
 * A low-pass filter: only frequencies below `hz` pass, so the sound is muffled.
 *
 * @param {BaseAudioContext} context - The audio context.
 * @param {number} hz - Cutoff frequency.
 * @returns {EffectChain} The chain.
 */
export function createLowPass(context, hz = 800) {
    const filter = new BiquadFilterNode(context, { type: 'lowpass', frequency: hz, Q: 1 });
    return { first: filter, last: filter };
}

/**
 * An echo: the dry sound plus a delayed copy that feeds back into itself,
 * getting quieter on every repeat.
 *
 * @param {BaseAudioContext} context - The audio context.
 * @param {number} seconds - Time between repeats.
 * @param {number} feedback - How much of each repeat comes back (below 1).
 * @returns {EffectChain} The chain.
 */
export function createEcho(context, seconds = 0.375, feedback = 0.45) {
    const input = new GainNode(context);
    const output = new GainNode(context);
    const delay = new DelayNode(context, { delayTime: seconds, maxDelayTime: 2 });
    const loop = new GainNode(context, { gain: feedback });
    const wet = new GainNode(context, { gain: 0.6 });
    input.connect(output); // dry
    input.connect(delay);
    delay.connect(loop);
    loop.connect(delay); // the feedback loop
    delay.connect(wet);
    wet.connect(output);
    return { first: input, last: output };
}

/**
 * An impulse response made in code: noise that dies away, different in each
 * ear. Convolving with it sounds like a large room.
 *
 * @param {BaseAudioContext} context - The audio context.
 * @param {number} seconds - Length of the tail.
 * @param {number} decay - How fast it dies away; higher is a smaller room.
 * @returns {AudioBuffer} The impulse response.
 */
export function createImpulseResponse(context, seconds = 2.5, decay = 3) {
    const length = Math.floor(context.sampleRate * seconds);
    const buffer = new AudioBuffer({ length, numberOfChannels: 2, sampleRate: context.sampleRate });
    for (let channel = 0; channel < 2; channel++) {
        const data = buffer.getChannelData(channel);
        for (let i = 0; i < length; i++) {
            const t = i / length;
            data[i] = (Math.random() * 2 - 1) * Math.pow(1 - t, decay);
        }
    }
    return buffer;
}

/**
 * A hall reverb: the dry sound plus the sound convolved with an impulse response.
 *
 * @param {BaseAudioContext} context - The audio context.
 * @returns {EffectChain} The chain.
 */
export function createHall(context) {
    const input = new GainNode(context);
    const output = new GainNode(context);
    const convolver = new ConvolverNode(context, { buffer: createImpulseResponse(context) });
    const wet = new GainNode(context, { gain: 0.8 });
    input.connect(output); // dry
    input.connect(convolver);
    convolver.connect(wet);
    wet.connect(output);
    return { first: input, last: output };
}
