import { Entity, SCALEMODE_BLEND, Vec2 } from 'playcanvas';

// A 2D screen designed for a 1280 x 720 landscape layout
const hud = new Entity('HUD');
hud.addComponent('screen', {
    screenSpace: true,
    referenceResolution: new Vec2(1280, 720),
    scaleMode: SCALEMODE_BLEND,
    scaleBlend: 0.5
});
app.root.addChild(hud);

// Size of the screen in layout units for the current canvas
const describe = () => {
    const screen = hud.screen;
    if (!screen) return '';
    const width = screen.resolution.x / screen.scale;
    const height = screen.resolution.y / screen.scale;
    return `scale ${screen.scale.toFixed(2)}, ${width.toFixed(0)} x ${height.toFixed(0)} units`;
};

// Try three canvas sizes, as different devices would give
app.graphicsDevice.setResolution(1920, 1080);
console.log(describe()); // → scale 1.50, 1280 x 720 units

app.graphicsDevice.setResolution(1024, 768);
console.log(describe()); // → scale 0.92, 1109 x 831 units

// A phone held upright: with a blend of 0.5 the layout gets only 720 units of width
app.graphicsDevice.setResolution(720, 1280);
console.log(describe()); // → scale 1.00, 720 x 1280 units

// Follow the width only: the 1280-unit layout fits across, with height to spare
if (hud.screen) hud.screen.scaleBlend = 0;
console.log(describe()); // → scale 0.56, 1280 x 2276 units
