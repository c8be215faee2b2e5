import { Entity } from 'playcanvas';

// Defaults that assume 1 unit = 1 metre
console.log(app.systems.rigidbody?.gravity.toString()); // → [0, -9.81, 0]

const crate = new Entity('Crate');
crate.addComponent('rigidbody');
console.log(crate.rigidbody?.mass); // → 1

const camera = new Entity('Camera');
camera.addComponent('camera');
console.log(camera.camera?.nearClip, camera.camera?.farClip); // → 0.1 1000

const lamp = new Entity('Lamp');
lamp.addComponent('light', { type: 'point' });
console.log(lamp.light?.range); // → 10

const speaker = new Entity('Speaker');
speaker.addComponent('sound');
console.log(speaker.sound?.refDistance, speaker.sound?.maxDistance); // → 1 10000
