import { Entity, Vec3 } from 'playcanvas';

/** @param {Vec3} v - A direction to print, rounded (and without -0). */
const fmt = (v) => `[${[v.x, v.y, v.z].map((n) => (Math.round(n * 100) / 100 + 0).toFixed(2)).join(', ')}]`;

// In PlayCanvas an entity looks down its -Z axis
const holder = new Entity('Character');
app.root.addChild(holder);
console.log(fmt(holder.forward)); // → [0.00, 0.00, -1.00]

// A glTF model faces +Z, so turn it 180 degrees inside the holder
const model = new Entity('Model');
model.setLocalEulerAngles(0, 180, 0);
holder.addChild(model);

// Turning the holder towards a target now turns the model's front towards it
holder.lookAt(new Vec3(10, 0, 0));
const front = model.getWorldTransform().getZ(new Vec3()).normalize();
console.log(fmt(front)); // → [1.00, 0.00, 0.00]
