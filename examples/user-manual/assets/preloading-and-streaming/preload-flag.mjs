import { Asset } from 'playcanvas';

const music = new Asset('music-settings', 'json', undefined, { bpm: 120 });
console.log(`default: ${music.preload}`); // → default: false

app.assets.add(music);
console.log(`after add: ${music.loaded}`); // → after add: false

// Turning preload on for a registered asset starts loading it
music.preload = true;
console.log(`after preload = true: ${music.loaded}`); // → after preload = true: true
