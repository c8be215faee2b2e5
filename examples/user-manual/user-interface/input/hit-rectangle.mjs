import { ELEMENTTYPE_IMAGE, Entity, Vec2, Vec4 } from 'playcanvas';

app.graphicsDevice.setResolution(1280, 720);

const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);

// A 200 x 60 button in the bottom-right corner, 20 units from both edges
const button = new Entity('Next Button');
button.addComponent('element', {
    type: ELEMENTTYPE_IMAGE,
    anchor: new Vec4(1, 0, 1, 0),
    pivot: new Vec2(1, 0),
    width: 200,
    height: 60,
    useInput: true
});
button.setLocalPosition(-20, 20, 0);
hud.addChild(button);

// The hit test uses the element's screen corners: canvas pixels, origin at the bottom-left
button.getWorldTransform(); // brings the corners up to date
const [bottomLeft, , topRight] = button.element?.screenCorners ?? [];
console.log(`x ${bottomLeft.x} to ${topRight.x}, y ${bottomLeft.y} to ${topRight.y}`); // → x 1060 to 1260, y 20 to 80

// Event coordinates (event.x, event.y) count from the top-left in CSS pixels;
// at a device pixel ratio of 1 they equal canvas pixels
const canvasHeight = app.graphicsDevice.height;
console.log(`event.y ${canvasHeight - topRight.y} to ${canvasHeight - bottomLeft.y}`); // → event.y 640 to 700
