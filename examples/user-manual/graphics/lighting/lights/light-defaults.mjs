import { Entity, LAYERID_WORLD, LIGHTFALLOFF_LINEAR, LIGHTSHAPE_PUNCTUAL } from 'playcanvas';

// A Light component added from code without data gets the engine's defaults
const probe = new Entity('Defaults');
probe.addComponent('light');
const light = probe.light;
if (light) {
    const { r, g, b, a } = light.color;
    console.log([r, g, b, a].join(', ')); // → 1, 1, 1, 1
    console.log(light.type, light.intensity, light.range); // → directional 1 10
    console.log(light.innerConeAngle, light.outerConeAngle, light.falloffMode === LIGHTFALLOFF_LINEAR); // → 40 45 true
    console.log(light.shape === LIGHTSHAPE_PUNCTUAL, light.layers.length === 1 && light.layers[0] === LAYERID_WORLD); // → true true
    console.log(light.affectDynamic, light.affectLightmapped, light.bake, light.affectSpecularity); // → true false false true
    console.log(light.luminance, light.castShadows); // → 0 false
}
