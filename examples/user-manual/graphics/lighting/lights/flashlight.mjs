import { Entity } from 'playcanvas';

// A player camera with a torch: a spot light that is a child of the camera
const camera = new Entity('Player Camera');
camera.addComponent('camera');
camera.setPosition(0, 1.6, 0);
app.root.addChild(camera);

const torch = new Entity('Torch');
torch.addComponent('light', {
    type: 'spot',
    intensity: 3,
    range: 15,
    innerConeAngle: 12,
    outerConeAngle: 22,
    castShadows: true
});
// A spot shines along its local -Y axis; turning it 90 degrees about X points -Y where the camera looks (-Z)
torch.setLocalEulerAngles(90, 0, 0);
torch.setLocalPosition(0.25, -0.2, 0); // a little right of and below the eye
camera.addChild(torch);

const beam = torch.up.clone().mulScalar(-1);
console.log(beam.dot(camera.forward).toFixed(3)); // → 1.000

// Turning the component off takes the light out of its layers; nothing else needs to change
function toggleTorch() {
    if (torch.light) torch.light.enabled = !torch.light.enabled;
}
toggleTorch();
console.log(torch.light?.enabled); // → false
