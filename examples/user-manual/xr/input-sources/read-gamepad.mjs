import { XRPAD_A, XRPAD_SQUEEZE, XRPAD_STICK_X, XRPAD_STICK_Y, XRPAD_TRIGGER } from 'playcanvas';

const DEADZONE = 0.15;

/**
 * Reads a controller in the "xr-standard" layout.
 *
 * @param {{ axes: readonly number[], buttons: readonly { pressed: boolean, value: number }[] }} pad - A Gamepad.
 * @returns {{ x: number, y: number, trigger: number, squeeze: number, a: boolean }} The state.
 */
function readPad(pad) {
    const x = pad.axes[XRPAD_STICK_X] ?? 0;
    const y = pad.axes[XRPAD_STICK_Y] ?? 0;
    return {
        x: Math.abs(x) > DEADZONE ? x : 0,
        y: Math.abs(y) > DEADZONE ? y : 0,
        trigger: pad.buttons[XRPAD_TRIGGER]?.value ?? 0,
        squeeze: pad.buttons[XRPAD_SQUEEZE]?.value ?? 0,
        a: pad.buttons[XRPAD_A]?.pressed ?? false
    };
}

// In a session: read every controller once a frame
app.on('update', () => {
    for (const source of app.xr?.input.inputSources ?? []) {
        if (!source.gamepad || source.hand) continue;
        const state = readPad(source.gamepad);
        if (state.a) app.fire('player:jump', source.handedness);
    }
});

// A right stick pushed to the right, the trigger half pressed
const button = (value = 0) => ({ pressed: value === 1, value });
const state = readPad({ axes: [0, 0, 0.8, 0.05], buttons: [button(0.5), button(), button(), button(), button()] });
console.log(`x ${state.x} y ${state.y} trigger ${state.trigger} a ${state.a}`); // → x 0.8 y 0 trigger 0.5 a false
