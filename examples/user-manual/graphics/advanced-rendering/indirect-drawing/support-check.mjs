import { Entity } from 'playcanvas';

const device = app.graphicsDevice;
console.log(device.isWebGPU); // → false
console.log(device.supportsIndirectDraw); // → false

const crate = new Entity('crate');
crate.addComponent('render', { type: 'box' });
app.root.addChild(crate);
const meshInstance = crate.render?.meshInstances[0];
if (!meshInstance) throw new Error('no mesh instance');

// Without indirect support the slot is 0 and setIndirect() does nothing:
// the mesh instance keeps drawing as an ordinary draw call
const slot = device.getIndirectDrawSlot(1);
meshInstance.setIndirect(null, slot);
console.log(slot); // → 0
console.log(meshInstance.drawCommands === null); // → true

// Multi-draw has a fallback everywhere: several ranges of one mesh in one call
const commands = meshInstance.setMultiDraw(null, 2);
if (commands) {
    commands.add(0, 18, 1, 0);
    commands.add(1, 18, 1, 18);
    commands.update(2);
    console.log(commands.count); // → 2
}
