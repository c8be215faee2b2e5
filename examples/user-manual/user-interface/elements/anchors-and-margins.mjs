import { ELEMENTTYPE_GROUP, ELEMENTTYPE_IMAGE, Entity, Vec2, Vec4 } from 'playcanvas';

// Pin the canvas at 1280 x 720; with no scale mode, one screen unit is one pixel
app.graphicsDevice.setResolution(1280, 720);

const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);

// Split anchor on both axes: the panel covers the screen minus its margins
const panel = new Entity('Panel');
panel.addComponent('element', {
    type: ELEMENTTYPE_GROUP,
    anchor: new Vec4(0, 0, 1, 1),
    margin: new Vec4(40, 40, 40, 100) // left, bottom, right, top
});
hud.addChild(panel);
console.log(`${panel.element?.calculatedWidth} x ${panel.element?.calculatedHeight}`); // → 1200 x 580

// Point anchor: a fixed-size badge pinned to the panel's top-right corner
const badge = new Entity('Badge');
badge.addComponent('element', {
    type: ELEMENTTYPE_IMAGE,
    anchor: new Vec4(1, 1, 1, 1),
    pivot: new Vec2(1, 1),
    width: 48,
    height: 48
});
badge.setLocalPosition(-8, -8, 0);
panel.addChild(badge);

// A wider canvas stretches the panel; the badge keeps its size and its corner
app.graphicsDevice.setResolution(1600, 720);
console.log(panel.element?.calculatedWidth); // → 1520
console.log(badge.element?.calculatedWidth); // → 48

// Changing a component of the vector in place is not enough: assign it back
const anchor = panel.element?.anchor.clone() ?? new Vec4();
anchor.z = 0.5; // right edge at the middle of the screen
if (panel.element) panel.element.anchor = anchor;
console.log(panel.element?.calculatedWidth); // → 720
