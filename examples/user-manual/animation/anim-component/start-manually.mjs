import { AnimCurve, AnimData, AnimTrack, Entity, INTERPOLATION_LINEAR } from 'playcanvas';

// A lamp whose light intensity rises from 0 to 2 over one second
const lamp = new Entity('Lamp');
lamp.addComponent('light', { intensity: 0 });
app.root.addChild(lamp);

const fadeIn = new AnimTrack('fadeIn', 1,
    [new AnimData(1, [0, 1])],
    [new AnimData(1, [0, 2])],
    [new AnimCurve(
        [{ entityPath: ['Lamp'], component: 'light', propertyPath: ['intensity'] }],
        0, 0, INTERPOLATION_LINEAR
    )]
);

// activate: false keeps the component still until we start it
lamp.addComponent('anim', { activate: false });
const anim = lamp.anim;
if (!anim) throw new Error('anim component missing');
anim.assignAnimation('FadeIn', fadeIn, 'Base', 1, false);
console.log(anim.playing, anim.baseLayer?.activeState); // → false START

let frame = 0;
app.on('update', () => {
    frame++;
    if (frame === 10) {
        console.log(lamp.light?.intensity); // → 0
        // Start both the layer and the component
        anim.baseLayer?.play();
        anim.playing = true;
    }
    if (frame === 40) {
        console.log(anim.baseLayer?.activeState, lamp.light?.intensity.toFixed(1)); // → FadeIn 1.0
    }
});
