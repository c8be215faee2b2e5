import { Vec3 } from 'playcanvas';

// A pinch starts when the thumb and index tips come closer than 2 cm and ends
// when they are more than 3 cm apart; the gap stops it flickering at the edge.
const START = 0.02;
const END = 0.03;

/**
 * @param {boolean} pinching - Whether the hand was pinching last frame.
 * @param {Vec3} thumbTip - World position of the thumb tip.
 * @param {Vec3} indexTip - World position of the index finger tip.
 * @returns {boolean} Whether the hand pinches now.
 */
function updatePinch(pinching, thumbTip, indexTip) {
    const distance = thumbTip.distance(indexTip);
    return pinching ? distance < END : distance < START;
}

/** @type {Map<import('playcanvas').XrInputSource, boolean>} */
const pinching = new Map();

// In a session: check every tracked hand once a frame
app.on('update', () => {
    for (const source of app.xr?.input.inputSources ?? []) {
        const hand = source.hand;
        const thumb = hand?.getJointById('thumb-tip');
        const index = hand?.getJointById('index-finger-tip');
        if (!hand?.tracking || !thumb || !index) continue;
        const was = pinching.get(source) ?? false;
        const now = updatePinch(was, thumb.getPosition(), index.getPosition());
        if (now !== was) app.fire(now ? 'hand:pinchstart' : 'hand:pinchend', source);
        pinching.set(source, now);
    }
});

// The rule with made-up tip positions
const thumbTip = new Vec3(0, 1.2, -0.3);
console.log(updatePinch(false, thumbTip, new Vec3(0.015, 1.2, -0.3))); // → true
console.log(updatePinch(true, thumbTip, new Vec3(0.025, 1.2, -0.3))); // → true
console.log(updatePinch(false, thumbTip, new Vec3(0.025, 1.2, -0.3))); // → false
