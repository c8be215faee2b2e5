import { BLUR_GAUSSIAN, Entity, SHADOW_PCF3_32F, SHADOWUPDATE_REALTIME } from 'playcanvas';

// The shadow settings of a Light component added from code without data
const probe = new Entity('Defaults');
probe.addComponent('light');
const light = probe.light;
if (light) {
    console.log(light.castShadows, light.shadowUpdateMode === SHADOWUPDATE_REALTIME, light.shadowUpdateOverrides); // → false true null
    console.log(light.shadowResolution, light.shadowDistance, light.numCascades, light.cascadeDistribution, light.cascadeBlend); // → 1024 40 1 0.5 0
    console.log(light.shadowType === SHADOW_PCF3_32F, light.shadowIntensity, light.shadowBias, light.normalOffsetBias); // → true 1 0.05 0
    console.log(light.vsmBlurMode === BLUR_GAUSSIAN, light.vsmBlurSize, light.vsmBias); // → true 11 0.0025
    console.log(light.penumbraSize, light.penumbraFalloff, light.shadowSamples, light.shadowBlockerSamples); // → 1 1 16 16

    // Clamped and adjusted values
    light.numCascades = 6;
    light.vsmBlurSize = 8;
    console.log(light.numCascades, light.vsmBlurSize); // → 4 9
}
