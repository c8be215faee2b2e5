import { Entity, SHADOW_PCF3_32F, SHADOW_PCSS_32F } from 'playcanvas';

// Contact-hardening shadows for a sun
const sun = new Entity('Sun');
sun.addComponent('light', {
    type: 'directional',
    castShadows: true,
    shadowType: SHADOW_PCSS_32F,
    penumbraSize: 0.08, // how fast the edge widens with the distance from the caster
    shadowSamples: 32, // smoother edges, more work per pixel
    normalOffsetBias: 0.2 // PCSS gets no depth bias: offset along the normal against acne
});
sun.setEulerAngles(55, 20, 0);
app.root.addChild(sun);

// Without renderable and filterable float textures the engine uses PCF 3x3 instead
const device = app.graphicsDevice;
const pcss = device.textureFloatRenderable && device.textureFloatFilterable;
console.log(sun.light?.shadowType === (pcss ? SHADOW_PCSS_32F : SHADOW_PCF3_32F)); // → true
