import { Entity, XRSPACE_BOUNDEDFLOOR, XRSPACE_LOCAL, XRSPACE_LOCALFLOOR, XRTYPE_VR } from 'playcanvas';

const rig = new Entity('Camera Rig');
const camera = new Entity('Camera');
camera.addComponent('camera');
rig.addChild(camera);
app.root.addChild(rig);

/** @typedef {'seated' | 'standing' | 'roomScale'} Experience */

/** @type {Record<Experience, string>} */
const SPACES = {
    seated: XRSPACE_LOCAL, // origin where the head was at the start
    standing: XRSPACE_LOCALFLOOR, // origin on the floor, y = 0
    roomScale: XRSPACE_BOUNDEDFLOOR // floor origin plus a play-area boundary
};

/** @type {Experience} */
let experience = 'roomScale';

// Call from a click or a tap. A device without a play area refuses
// bounded-floor; the next press then asks for a standing space.
function enterVr() {
    const space = SPACES[experience];
    // With 'local' the camera starts at the rig's origin: lift the rig to a seated eye height
    rig.setPosition(0, experience === 'seated' ? 1.2 : 0, 0);
    camera.camera?.startXr(XRTYPE_VR, space, {
        callback: (err) => {
            if (!err) return;
            console.log(`${space}: ${err.message}`); // → bounded-floor: XR is not available
            if (experience === 'roomScale') experience = 'standing';
        }
    });
}

enterVr();
console.log(SPACES[experience]); // → local-floor
