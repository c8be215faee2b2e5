import { Entity } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');
const estimation = xr.lightEstimation;

// The scene's main light; in AR it should come from where the real light comes from
const sun = new Entity('sun');
sun.addComponent('light', { type: 'directional', castShadows: true });
app.root.addChild(sun);
const light = sun.light;
if (!light) throw new Error('no light component');

// Ask for estimates once the AR session runs (AR sessions always request the feature)
xr.on('start', () => {
    if (estimation.supported) estimation.start();
});

let errors = 0;
estimation.on('error', () => errors++);
estimation.on('available', () => console.log('light estimate available'));

// Copy the estimate every frame while there is one
app.on('update', () => {
    if (!estimation.available) return;
    const color = estimation.color;
    const rotation = estimation.rotation;
    if (color) light.color = color;
    light.intensity = estimation.intensity ?? 1;
    if (rotation) sun.setRotation(rotation);
});

// Outside a session: nothing supported, no values, and start() reports an error event
console.log(estimation.supported, estimation.available); // → false false
console.log(estimation.intensity, estimation.color, estimation.sphericalHarmonics); // → null null null
estimation.start();
console.log(errors); // → 1
