import { AdaptiveResolution } from './adaptive-resolution.mjs';

entity.addComponent('script');
entity.script?.create(AdaptiveResolution);
const device = app.graphicsDevice;

// Simulate one second of frames that take `ms` each
const run = (ms) => {
    for (let t = 0; t < 1000; t += ms) app.fire('frameupdate', ms);
};

run(40); // 25 fps: over budget
console.log(device.maxPixelRatio); // → 0.75
run(40);
run(40);
console.log(device.maxPixelRatio); // → 0.5
run(8); // 125 fps: time to spare
console.log(device.maxPixelRatio); // → 0.75
