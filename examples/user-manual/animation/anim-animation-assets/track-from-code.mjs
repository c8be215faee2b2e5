import { AnimCurve, AnimData, AnimTrack, Entity, INTERPOLATION_LINEAR } from 'playcanvas';

// Key times in seconds, and one position (x, y, z) per key
const times = new AnimData(1, [0, 1]);
const positions = new AnimData(3, [0, 0, 0, 0, 1, 0]);

// The curve writes the local position of the node Chest/Lid
const curve = new AnimCurve(
    [{ entityPath: ['Chest', 'Lid'], component: 'graph', propertyPath: ['localPosition'] }],
    0, // index into the inputs (key times)
    0, // index into the outputs (values)
    INTERPOLATION_LINEAR
);
const openLid = new AnimTrack('OpenLid', 1, [times], [positions], [curve]);
console.log(`${openLid.name}: ${openLid.duration} s, ${openLid.curves.length} curve`); // → OpenLid: 1 s, 1 curve

const chest = new Entity('Chest');
const lid = new Entity('Lid');
chest.addChild(lid);
app.root.addChild(chest);

// Play the track once (speed 1, loop false) on an Anim component
const anim = chest.addComponent('anim', { activate: true });
anim?.assignAnimation('Open', openLid, undefined, 1, false);

let elapsed = 0;
const handle = app.on('update', (dt) => {
    elapsed += dt;
    if (elapsed < 0.5) return;
    handle.off();
    console.log(`lid at ${lid.getLocalPosition().y.toFixed(1)} after ${elapsed.toFixed(1)} s`); // → lid at 0.5 after 0.5 s
});
