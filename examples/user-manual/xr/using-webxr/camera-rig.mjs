import { Entity } from 'playcanvas';

// The rig places the tracked space in the world; the camera is its child
const rig = new Entity('Camera Rig');
const camera = new Entity('Camera');
camera.addComponent('camera', { nearClip: 0.05, farClip: 100 });
rig.addChild(camera);
app.root.addChild(rig);

/** @param {import('playcanvas').Vec3} v */
const fmt = (v) => `${v.x.toFixed(1)}, ${v.y.toFixed(1)}, ${v.z.toFixed(1)}`;

// The player starts at the door of the room
rig.setPosition(2, 0, -3);

// In a session the engine writes the headset pose into the camera's local
// transform every frame. Here: standing, eyes 1.6 m above the floor
camera.setLocalPosition(0, 1.6, 0);
console.log(fmt(camera.getPosition())); // → 2.0, 1.6, -3.0

// Teleporting moves the rig; the headset keeps writing the camera's local pose
rig.setPosition(5, 0, 0);
console.log(fmt(camera.getPosition())); // → 5.0, 1.6, 0.0
