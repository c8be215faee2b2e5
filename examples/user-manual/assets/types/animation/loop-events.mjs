import { AnimCurve, AnimData, AnimEvents, AnimTrack, INTERPOLATION_LINEAR } from 'playcanvas';

// A looping 0.25 s clip with one event at its start (0 s) and one at its end (0.25 s)
const curve = new AnimCurve(
    [{ entityPath: [entity.name], component: 'graph', propertyPath: ['localPosition'] }],
    0, 0, INTERPOLATION_LINEAR
);
const track = new AnimTrack('blink', 0.25,
    [new AnimData(1, [0, 0.25])], [new AnimData(3, [0, 0, 0, 0, 1, 0])], [curve]);
track.events = new AnimEvents([{ name: 'start', time: 0 }, { name: 'end', time: 0.25 }]);

entity.addComponent('anim', { activate: true });
entity.anim?.assignAnimation('Blink', track); // the state loops by default

// Record each event with the frame it fired in (frames of 1/60 s, counted from 0)
const fired = [];
let frame = 0;
app.on('update', () => frame++);
for (const name of ['start', 'end']) {
    entity.anim?.on(name, () => {
        fired.push(`${name}@${frame}`);
        if (fired.length === 5) {
            // Both fire on every loop; at each wrap 'end' fires first, then 'start', in one frame
            console.log(fired.join(' ')); // → start@0 end@15 start@15 end@30 start@30
        }
    });
}
