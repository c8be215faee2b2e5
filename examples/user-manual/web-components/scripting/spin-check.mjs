// What <pc-script-instance name="spin" turn-speed="45" axis="1 0 0"> sets up, done by hand.
import { Vec3 } from 'playcanvas';
import { Spin } from './spin.mjs';

entity.addComponent('script');
const spin = entity.script?.create(Spin, { properties: { turnSpeed: 45, axis: new Vec3(1, 0, 0) } });
console.log(spin?.turnSpeed); // → 45

spin?.update(1);
console.log(entity.getLocalEulerAngles().x.toFixed(2)); // → 45.00
