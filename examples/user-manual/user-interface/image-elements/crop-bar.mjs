import { ELEMENTTYPE_IMAGE, Entity, PIXELFORMAT_RGBA8, Texture, Vec2, Vec4 } from 'playcanvas';

const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);

// Texture of the full bar (a gradient, a pattern, ...): 300 x 24 pixels
const barTexture = new Texture(app.graphicsDevice, {
    name: 'stamina-bar',
    width: 300,
    height: 24,
    format: PIXELFORMAT_RGBA8
});

const FULL_WIDTH = 300;
const bar = new Entity('Stamina Bar');
bar.addComponent('element', {
    type: ELEMENTTYPE_IMAGE,
    texture: barTexture,
    anchor: new Vec4(0, 1, 0, 1),
    pivot: new Vec2(0, 1),
    width: FULL_WIDTH,
    height: 24
});
hud.addChild(bar);

// Crop instead of squash: show the left part of the texture at its own scale
/** @param {number} ratio - From 0 (empty) to 1 (full). */
const setStamina = (ratio) => {
    const element = bar.element;
    if (!element) return;
    element.width = FULL_WIDTH * ratio;
    element.rect = new Vec4(0, 0, ratio, 1); // u, v, width, height in UV units
};

setStamina(0.25);
console.log(`${bar.element?.calculatedWidth} ${bar.element?.rect}`); // → 75 [0, 0, 0.25, 1]
