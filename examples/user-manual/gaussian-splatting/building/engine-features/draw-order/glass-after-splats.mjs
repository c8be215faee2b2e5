import { BLEND_NORMAL, Entity, LAYERID_WORLD, SORTMODE_BACK2FRONT, StandardMaterial } from 'playcanvas';

// A pane of glass in the World layer, the layer the splats are drawn in by default
const glass = new StandardMaterial();
glass.diffuse.set(0.6, 0.8, 1);
glass.opacity = 0.3;
glass.blendType = BLEND_NORMAL;
glass.update();

const pane = new Entity('GlassPane');
pane.addComponent('render', { type: 'plane', material: glass });
pane.setLocalEulerAngles(90, 0, 0);
app.root.addChild(pane);

// Transparent draws of a layer are sorted back to front, bucket first:
// a higher drawBucket draws earlier. The splats of the layer use the default 127.
const world = app.scene.layers.getLayerById(LAYERID_WORLD);
console.log(world?.transparentSortMode === SORTMODE_BACK2FRONT); // → true

const meshInstance = pane.render?.meshInstances[0];
if (meshInstance) {
    console.log(meshInstance.transparent, meshInstance.drawBucket); // → true 127

    // A lower bucket: the pane is drawn after (over) the splats, wherever the camera is
    meshInstance.drawBucket = 100;
    console.log(meshInstance.drawBucket); // → 100
}
