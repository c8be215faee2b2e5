import { AnimCurve, AnimData, AnimEvents, AnimTrack, Entity, INTERPOLATION_LINEAR } from 'playcanvas';

// A one-second walk cycle that moves the Hero entity forward
const walk = new AnimTrack('Walk', 1,
    [new AnimData(1, [0, 1])],
    [new AnimData(3, [0, 0, 0, 0, 0, 1])],
    [new AnimCurve([{ entityPath: ['Hero'], component: 'graph', propertyPath: ['localPosition'] }], 0, 0, INTERPOLATION_LINEAR)]);

// Events in any order: AnimEvents sorts them by time. Extra properties travel with the event.
walk.events = new AnimEvents([
    { name: 'footstep', time: 0.75, foot: 'right' },
    { name: 'footstep', time: 0.25, foot: 'left' }
]);
// Reading events returns the sorted array (the type declarations say AnimEvents)
console.log(Array.isArray(walk.events)); // → true

const hero = new Entity('Hero');
app.root.addChild(hero);
const anim = hero.addComponent('anim', { activate: true });

/** @type {string[]} */
const heard = [];
anim?.on('footstep', (event) => {
    if (heard.length === 0) console.log(Object.keys(event).join(', ')); // → track, name, time, foot
    heard.push(`${event.foot} at ${event.time} s`);
});
anim?.assignAnimation('Walk', walk);

let elapsed = 0;
const handle = app.on('update', (dt) => {
    elapsed += dt;
    if (elapsed < 0.9) return;
    handle.off();
    console.log(heard.join(', ')); // → left at 0.25 s, right at 0.75 s
});
