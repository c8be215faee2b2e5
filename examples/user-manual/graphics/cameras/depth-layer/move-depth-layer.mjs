import { LAYERID_DEPTH, LAYERID_WORLD } from 'playcanvas';

const layers = app.scene.layers;
const depth = layers.getLayerById(LAYERID_DEPTH);
const world = layers.getLayerById(LAYERID_WORLD);

/** The sublayers in render order, e.g. "World (T)" for a transparent one. */
const order = () => layers.layerList
    .map((layer, i) => `${layer.name}${layers.subLayerList[i] ? ' (T)' : ''}`)
    .join(', ');

console.log(order()); // → World, Depth, Skybox, World (T), Immediate, Immediate (T), UI (T)

// Grab after the sky and the transparent world, so both appear in the color map
if (depth && world) {
    layers.removeOpaque(depth);
    layers.insertOpaque(depth, layers.getTransparentIndex(world) + 1);
}
console.log(order()); // → World, Skybox, World (T), Depth, Immediate, Immediate (T), UI (T)
