import { AnimCurve, AnimData, AnimEvents, AnimTrack, Asset, INTERPOLATION_LINEAR } from 'playcanvas';

// Events as the Editor's EVENTS panel stores them in asset.data.events
const data = { events: { 0: { name: 'halfway', time: 0.5, number: 1, string: 'top' } } };

// Stand-in for an imported GLB clip: a 1 s track that raises the entity by 2 units
const times = new AnimData(1, [0, 1]);
const heights = new AnimData(3, [0, 0, 0, 0, 2, 0]);
const curve = new AnimCurve(
    [{ entityPath: [entity.name], component: 'graph', propertyPath: ['localPosition'] }],
    0, 0, INTERPOLATION_LINEAR
);
const track = new AnimTrack('lift', 1, [times], [heights], [curve]);
// What the engine does with data.events when it loads a GLB animation
track.events = new AnimEvents(Object.values(data.events));

const clip = new Asset('lift.glb', 'animation', undefined, data);
clip.resource = track;
clip.loaded = true;
app.assets.add(clip);

entity.addComponent('anim', { activate: true });
const anim = entity.anim;
if (!anim) throw new Error('no anim component');

const lift = app.assets.find('lift.glb', 'animation');
if (lift?.resource instanceof AnimTrack) {
    anim.assignAnimation('Lift', lift.resource);
    console.log(lift.resource.name, lift.resource.duration); // → lift 1
}

// The Anim component fires the event on itself when playback passes 0.5 s
anim.on('halfway', (event) => {
    console.log(event.name, event.time, event.string, entity.getLocalPosition().y.toFixed(1)); // → halfway 0.5 top 1.0
});
