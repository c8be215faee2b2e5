import { Color, ELEMENTTYPE_GROUP, ELEMENTTYPE_IMAGE, Entity, Vec2, Vec4 } from 'playcanvas';

app.graphicsDevice.setResolution(1280, 720);

const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);

// Full-screen group that catches every click, so nothing behind the dialog reacts
const modal = new Entity('Modal');
modal.addComponent('element', {
    type: ELEMENTTYPE_GROUP,
    anchor: new Vec4(0, 0, 1, 1),
    margin: new Vec4(0, 0, 0, 0),
    useInput: true
});
hud.addChild(modal);

// Dialog: a centred group that only holds and positions its children
const dialog = new Entity('Dialog');
dialog.addComponent('element', {
    type: ELEMENTTYPE_GROUP,
    anchor: new Vec4(0.5, 0.5, 0.5, 0.5),
    pivot: new Vec2(0.5, 0.5),
    width: 480,
    height: 280
});
modal.addChild(dialog);

// The visible parts are children: a background that fills the group, and a button
const background = new Entity('Background');
background.addComponent('element', {
    type: ELEMENTTYPE_IMAGE,
    anchor: new Vec4(0, 0, 1, 1),
    margin: new Vec4(0, 0, 0, 0),
    color: new Color(0.1, 0.12, 0.18)
});
dialog.addChild(background);

const okButton = new Entity('OK Button');
okButton.addComponent('element', {
    type: ELEMENTTYPE_IMAGE,
    anchor: new Vec4(0.5, 0, 0.5, 0),
    pivot: new Vec2(0.5, 0),
    width: 160,
    height: 48,
    useInput: true
});
okButton.setLocalPosition(0, 24, 0);
dialog.addChild(okButton);

// A group draws nothing, so it has no bounding box; its image child has one
console.log(dialog.element?.aabb); // → null
console.log(background.element?.calculatedWidth); // → 480

// The modal group follows the canvas; the dialog keeps its own size
app.graphicsDevice.setResolution(1920, 1080);
console.log(`${modal.element?.calculatedWidth} / ${dialog.element?.calculatedWidth}`); // → 1920 / 480

// Hiding the group hides everything inside it
modal.enabled = false;
console.log(okButton.enabled); // → false
