import { Entity, Layer, LAYERID_WORLD } from 'playcanvas';

// A layer drawn after World: its splats are sorted on their own, after all splats of World
const overlay = new Layer({ name: 'SplatOverlay' });
const layers = app.scene.layers;
const world = layers.getLayerById(LAYERID_WORLD);
if (world) {
    layers.insertTransparent(overlay, layers.getTransparentIndex(world) + 1);
    console.log(layers.getTransparentIndex(overlay) > layers.getTransparentIndex(world)); // → true
}

// A camera renders only the layers in its list: add the new layer to it
const camera = new Entity('Camera');
camera.addComponent('camera', { layers: [LAYERID_WORLD, overlay.id] });
app.root.addChild(camera);

// The marker splat goes to the overlay layer only (its asset is assigned later)
const marker = new Entity('Marker');
marker.addComponent('gsplat', { layers: [overlay.id] });
app.root.addChild(marker);
console.log(marker.gsplat?.layers[0] === overlay.id); // → true
