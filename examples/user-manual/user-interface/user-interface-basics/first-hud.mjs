import { Color, ELEMENTTYPE_IMAGE, ELEMENTTYPE_TEXT, Entity, SCALEMODE_BLEND, Vec2, Vec4 } from 'playcanvas';

// Pin the canvas at 1920 x 1080 so that the numbers below are predictable
app.graphicsDevice.setResolution(1920, 1080);

// The screen: a 2D overlay laid out for 1280 x 720 and scaled to the canvas
const hud = new Entity('HUD');
hud.addComponent('screen', {
    screenSpace: true,
    referenceResolution: new Vec2(1280, 720),
    scaleMode: SCALEMODE_BLEND
});
app.root.addChild(hud);

// Score: pinned to the top-left corner, 24 units in from both edges
const score = new Entity('Score');
score.addComponent('element', {
    type: ELEMENTTYPE_TEXT,
    fontAsset: app.assets.find('Noto Sans JP', 'font'),
    text: 'SCORE 0',
    fontSize: 36,
    anchor: new Vec4(0, 1, 0, 1),
    pivot: new Vec2(0, 1)
});
score.setLocalPosition(24, -24, 0);
hud.addChild(score);

// Pause button: a 64 x 64 image pinned to the top-right corner
const pause = new Entity('Pause Button');
pause.addComponent('element', {
    type: ELEMENTTYPE_IMAGE,
    anchor: new Vec4(1, 1, 1, 1),
    pivot: new Vec2(1, 1),
    width: 64,
    height: 64,
    color: new Color(0.9, 0.9, 0.95),
    useInput: true
});
pause.setLocalPosition(-24, -24, 0);
hud.addChild(pause);

// Where the button lands on the canvas, in pixels from the bottom-left corner
pause.getWorldTransform(); // brings the element's corners up to date
const corners = pause.element?.screenCorners ?? [];
console.log(hud.screen?.scale); // → 1.5
console.log(corners[0].toString()); // → [1788, 948, 0]
console.log(corners[2].toString()); // → [1884, 1044, 0]
