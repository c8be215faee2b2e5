import { Entity, SHADOW_PCF3_32F, SHADOW_PCF5_32F, SHADOW_VSM_16F } from 'playcanvas';

// Omni lights take only PCF 1x1, PCF 3x3 and PCSS; any other type becomes PCF 3x3
const lamp = new Entity('Lamp');
lamp.addComponent('light', { type: 'omni', castShadows: true, shadowType: SHADOW_VSM_16F });
console.log(lamp.light?.shadowType === SHADOW_PCF3_32F); // → true

if (lamp.light) lamp.light.shadowType = SHADOW_PCF5_32F;
console.log(lamp.light?.shadowType === SHADOW_PCF3_32F); // → true
