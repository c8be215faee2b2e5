import { ELEMENTTYPE_GROUP, Entity, SCALEMODE_BLEND, Vec2, Vec4 } from 'playcanvas';
import { safeAreaMargins } from './safe-area.mjs';

// A phone in landscape: a 2532 x 1170 canvas shown at 844 x 390 CSS pixels
app.graphicsDevice.setResolution(2532, 1170);
const pixelsPerCssPixel = 3; // canvas.width / canvas.clientWidth on that phone

const hud = new Entity('HUD');
hud.addComponent('screen', {
    screenSpace: true,
    referenceResolution: new Vec2(1280, 720),
    scaleMode: SCALEMODE_BLEND,
    scaleBlend: 1 // follow the height
});
app.root.addChild(hud);
const scale = hud.screen?.scale ?? 1;
console.log(scale); // → 1.625

// The safe-area group stretches over the whole screen: 2532 / 1.625 units wide
const safe = new Entity('Safe Area');
safe.addComponent('element', {
    type: ELEMENTTYPE_GROUP,
    anchor: new Vec4(0, 0, 1, 1),
    margin: new Vec4(0, 0, 0, 0)
});
hud.addChild(safe);
console.log(safe.element?.calculatedWidth.toFixed(1)); // → 1558.2

// Landscape insets of a notched phone, in CSS pixels, turned into screen units
const insets = { left: 47, bottom: 21, right: 47, top: 0 };
const margins = safeAreaMargins(insets, pixelsPerCssPixel / scale);
console.log(`${margins.x.toFixed(1)}, ${margins.y.toFixed(1)}`); // → 86.8, 38.8

if (safe.element) safe.element.margin = margins;
console.log(safe.element?.calculatedWidth.toFixed(1)); // → 1384.6
